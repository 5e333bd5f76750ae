import js from '@eslint/js'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'
import ts from 'typescript-eslint'
import { i18nPlugin } from './eslint.i18n.js'
import { layerRules } from './eslint.layers.js'

/** The renderer's files worded from the message catalog: literal text in their markup is an error (eslint.i18n.js). */
const WORDED = ['src/renderer/**/*.svelte']

export default ts.config(
  { ignores: ['out/', 'dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/', '.stryker-tmp/', 'test/unit/lint/fixtures/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,svelte}', 'test/bench/browser/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // One date/time formatter (src/shared/time/zoned-format.ts): every time in the display zone, with the zone named.
    files: ['src/renderer/**/*.{ts,svelte}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'toDateString', 'toTimeString'].map((name) => ({
          selector: `CallExpression[callee.property.name="${name}"]`,
          message: `No ad-hoc ${name}: show times with src/shared/time/zoned-format.ts (display zone, zone named) and counts with formatCount (lib/format.ts).`,
        })),
        ...['DateTimeFormat', 'RelativeTimeFormat'].map((name) => ({
          selector: `MemberExpression[object.name="Intl"][property.name="${name}"]`,
          message: `No ad-hoc Intl.${name}: show times with src/shared/time/zoned-format.ts (display zone, zone named).`,
        })),
      ],
    },
  },
  {
    files: WORDED,
    plugins: { switchboard: i18nPlugin },
    rules: { 'switchboard/no-literal-text': 'error' },
  },
  ...layerRules,
  {
    // Old migrations never change (STYLE.md 14): a migration inlines what it needs, so live code or
    // another migration changing cannot change what it does. It may import the types of the database.
    files: ['src/core/cache/migrations/[0-9]*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(\\./types|better-sqlite3)$)',
              message: 'A migration imports nothing of the app or another migration: inline what it needs, as it was when it shipped.',
            },
            { regex: '^(\\./types|better-sqlite3)$', allowTypeImports: true, message: 'A migration imports only the types of the database.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'A migration imports nothing: inline what it needs, as it was when it shipped.' },
        { selector: 'CallExpression[callee.name="require"]', message: 'A migration imports nothing: inline what it needs, as it was when it shipped.' },
      ],
    },
  },
)
