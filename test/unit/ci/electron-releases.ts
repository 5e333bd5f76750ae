/**
 * Electron's stable majors and the day each shipped (the publish date of its
 * X.0.0 on npm: `npm view electron time`). Electron supports the newest three;
 * electron-support.test.ts holds package.json to them. Add a row when a major ships.
 */
export const STABLE_ELECTRON_MAJORS: readonly { major: number; released: string }[] = [
  { major: 41, released: '2026-03-11' },
  { major: 42, released: '2026-05-06' },
  { major: 43, released: '2026-07-01' },
  { major: 44, released: '2026-08-25' },
  { major: 45, released: '2026-10-21' },
]
