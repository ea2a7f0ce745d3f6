/**
 * Turkish for the API's English error messages not yet moved into the catalogues (contact,
 * newsletter, rate limits), so the Turkish pages show the server's word in Turkish.
 */
export const TURKISH_MESSAGES: Record<string, string> = {
  'Name is required.': 'İsim gereklidir.',
  'Email is required.': 'E-posta gereklidir.',
  'Invalid email address.': 'Geçersiz e-posta adresi.',
  'Message is required.': 'Mesaj gereklidir.',
  'Name must be at most 120 characters.': 'İsim en fazla 120 karakter olabilir.',
  'Message must be at most 5000 characters.': 'Mesaj en fazla 5000 karakter olabilir.',
  'An unexpected error occurred.': 'Beklenmeyen bir hata oluştu.',
}

/** The message in the answer's language; messages without a translation stay as they are. */
export const localizeMessage = (message: string, locale: 'en' | 'tr') =>
  locale === 'tr' ? (TURKISH_MESSAGES[message] ?? message) : message
