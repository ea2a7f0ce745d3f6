const TURKISH_TO_ASCII: Record<string, string> = {
  ş: 's',
  Ş: 's',
  ı: 'i',
  İ: 'i',
  ğ: 'g',
  Ğ: 'g',
  ü: 'u',
  Ü: 'u',
  ö: 'o',
  Ö: 'o',
  ç: 'c',
  Ç: 'c',
}

/** Turkish letters and other accented Latin letters folded to plain ASCII, case kept. */
export const foldToAscii = (input: string): string =>
  input
    .replace(/[şŞıİğĞüÜöÖçÇ]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

const FALLBACK_SLUG = 'untitled-post'

/**
 * The spec's slug rule (lowercase, non-alphanumerics stripped, spaces to hyphens, hyphens
 * collapsed, fallback 'untitled-post'), after folding Turkish letters and other accents to ASCII
 * so 'Şarkı Yazımı' becomes 'sarki-yazimi' rather than 'arky-yazm'.
 */
export function slugify(input: string | null | undefined): string {
  const slug = foldToAscii(input ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || FALLBACK_SLUG
}
