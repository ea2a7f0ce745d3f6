/** The site's languages, Turkish first (the default); the one `Locale` type every module reads. */
export const LOCALES = ['tr', 'en'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'tr'

/** Any value read as a locale: English when it says so, else the default, Turkish. */
export const toLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'tr')

/** The BCP 47 tag dates and numbers are formatted with in each language. */
export const dateTag = (locale: Locale): 'tr-TR' | 'en-GB' => (locale === 'en' ? 'en-GB' : 'tr-TR')

/** The one time zone of the site: every gig takes place in Turkey (UTC+3 all year). */
export const TIME_ZONE = 'Europe/Istanbul'
