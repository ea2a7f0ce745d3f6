/**
 * Whether `value` is a Turkish identity number (TC kimlik no): 11 digits, not starting with 0,
 * the 10th digit (odd-place sum × 7 − even-place sum) mod 10, the 11th the first ten's sum mod 10.
 */
export function isTurkishIdentityNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = [...value].map(Number)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  const tenth = (((odd * 7 - even) % 10) + 10) % 10
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10
  return d[9] === tenth && d[10] === eleventh
}

/** A Turkish tax number (vergi kimlik no) has 10 digits. */
export const isTaxNumber = (value: string) => /^\d{10}$/.test(value)
