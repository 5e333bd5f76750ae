/**
 * The searchable form of a phone number: its digits and every suffix of at least
 * four digits, space-separated. FTS matches terms by prefix only, so the suffixes
 * let "555 0100" or "0100" find +14155550100, as supervisors type what they read.
 */
export function phoneTerms(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length <= 4) return digits
  const terms: string[] = []
  for (let i = 0; i <= digits.length - 4; i++) terms.push(digits.slice(i))
  return terms.join(' ')
}
