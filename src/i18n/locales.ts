/** The site's languages, Turkish first (the default); the one `Locale` type every module reads. */
export const LOCALES = ['tr', 'en'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'tr'

export const isLocale = (value: unknown): value is Locale => value === 'tr' || value === 'en'
