/** A Turkish IBAN without spaces, upper-cased: `TR`, two check digits, 22 more digits. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/**
 * Whether `value` is a Turkish IBAN whose check digits hold (ISO 13616 mod-97: the country code and
 * check digits moved to the end, letters as 10..35, the number's remainder by 97 is 1).
 */
export function isTurkishIban(value: string): boolean {
  const iban = normalizeIban(value)
  if (!/^TR\d{24}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** Only the last four digits show: `TR** **** **** **** **** **12 34`, grouped as the bank prints it. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value)
  const masked = iban.slice(0, 2) + '*'.repeat(Math.max(0, iban.length - 6)) + iban.slice(-4)
  return masked.replace(/(.{4})/g, '$1 ').trim()
}
