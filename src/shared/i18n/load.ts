import { CATALOG_LOADERS, type Catalog } from './catalog'
import { isPseudo, type Locale } from './locales'
import { SOURCE_MESSAGES } from './source'

/**
 * A locale's messages: the source's those of the code loaded so far (each
 * module brings its own), another language's loaded (its chunks); a
 * pseudo-locale has none of its own, its translator makes them from the source's.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (isPseudo(locale)) return {}
  if (locale === 'en') return SOURCE_MESSAGES
  return CATALOG_LOADERS[locale]()
}
