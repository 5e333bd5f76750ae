/** A language's catalog as the build gives it (`i18nMessages`, scripts/i18n.ts): every area's messages, parsed. */
declare module 'virtual:messages/*' {
  const catalog: import('./catalog').Catalog
  export default catalog
}
