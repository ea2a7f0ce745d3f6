/** The purposes the site collects personal data for; each has a privacy notice (KVKK art. 10). */
export const NOTICE_PURPOSES = [
  'account',
  'contact',
  'newsletter',
  'payouts',
  'payments',
  'tickets',
] as const
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number]

/** Marketing mail channels, each opted into on its own (Law 6563, art. 6). */
export const MARKETING_CHANNELS = ['newsletter', 'digest'] as const
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number]

/** What a record is about: a notice shown, an explicit consent, or a marketing opt-in. */
export const CONSENT_KINDS = ['notice', 'consent', 'marketing'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

export const isNoticePurpose = (value: string): value is NoticePurpose =>
  (NOTICE_PURPOSES as readonly string[]).includes(value)
