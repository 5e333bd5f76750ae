/** How the callbacks view writes the service's values (times: `lib/zoned-format.ts`). */

/** Words for the service's values: `no_answer` → `No answer`. */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}
