/** A catalog as the build gives it (`i18nMessages`, scripts/i18n.ts): each message parsed. */
declare module '*.json?compiled' {
  const catalog: import('./catalog').Catalog
  export default catalog
}
