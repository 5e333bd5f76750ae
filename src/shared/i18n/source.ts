import type { Catalog } from './catalog'

/**
 * The source's messages of the code loaded so far: the build gives each
 * module the ones its code names (`i18nMessages`, scripts/i18n.ts), added
 * here as the module loads, before anything of it can show them. A view's
 * chunk thus brings its own words.
 */
export const SOURCE_MESSAGES: Catalog = {}

export function addSource(messages: Catalog): void {
  Object.assign(SOURCE_MESSAGES, messages)
}
