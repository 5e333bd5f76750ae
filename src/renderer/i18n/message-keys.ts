// Written by `npm run i18n` (scripts/i18n.ts) from messages/en.json; do not edit.

/** Every message of the source catalog, with the parameters it takes. */
export interface MessageParams {
}
