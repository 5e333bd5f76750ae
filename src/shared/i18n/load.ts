import { CATALOG_LOADERS, SOURCE_CATALOG, type Catalog } from './catalog'
import { isPseudo, isRightToLeft, type Locale } from './locales'
import { pseudoMessage } from './pseudo'

/** A locale's messages: the source's bundled, another language's loaded (its chunks), a pseudo-locale's made from the source. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (isPseudo(locale)) {
    const rightToLeft = isRightToLeft(locale)
    return Object.fromEntries(Object.entries<string>(SOURCE_CATALOG).map(([key, message]) => [key, pseudoMessage(message, rightToLeft)])) as Catalog
  }
  if (locale === 'en') return SOURCE_CATALOG
  return CATALOG_LOADERS[locale]()
}
