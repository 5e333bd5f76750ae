// @ts-check
/**
 * `switchboard/no-literal-text`: words a supervisor sees come from the message
 * catalog (`t('key')`, src/renderer/i18n), not from a Svelte file's markup.
 * Flags text with a letter in markup, and literal accessible names, titles,
 * placeholders and labels. Symbols (—, ·, ×, digits) pass. Applied to the
 * folders already worded from the catalog (`WORDED` in eslint.config.js).
 */
const LABEL_ATTRIBUTES = new Set(['title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'alt', 'label'])
const LETTER = /\p{L}/u
const MESSAGE = 'Text a supervisor sees comes from the message catalog: {{text}} → t(…) (docs/i18n.md).'

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: { type: 'problem', docs: { description: 'Words on screen come from the message catalog' }, schema: [] },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const report = (node, text) => context.report({ node, message: MESSAGE, data: { text: JSON.stringify(text.trim().slice(0, 40)) } })
    return {
      /** @param {any} node */
      SvelteText(node) {
        if (node.parent?.type === 'SvelteStyleElement' || node.parent?.type === 'SvelteScriptElement') return
        if (LETTER.test(node.value)) report(node, node.value)
      },
      /** @param {any} node */
      SvelteAttribute(node) {
        if (!LABEL_ATTRIBUTES.has(node.key.name)) return
        for (const part of node.value) if (part.type === 'SvelteLiteral' && LETTER.test(part.value)) report(part, part.value)
      },
    }
  },
}

export const i18nPlugin = { rules: { 'no-literal-text': noLiteralText } }
