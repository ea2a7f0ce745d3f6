import { foldToAscii } from './slugify'

/**
 * Text as search compares it: Turkish letters and other accents folded to ASCII the way slugs
 * are (so `Müzik`, `MÜZİK` and `muzik` meet, and `I`/`İ`/`ı` all become `i`), lower-cased,
 * apostrophes dropped (`Kadıköy'de` → `kadikoyde`) and every other symbol turned into a single
 * space. The result holds only letters, digits and spaces, so it can never carry SQL or LIKE
 * wildcards (`%`, `_`).
 */
export function foldForSearch(input: string | null | undefined): string {
  return foldToAscii(input ?? '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
