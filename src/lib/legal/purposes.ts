import type { Locale } from '@/i18n/locales'

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
export const MARKETING_CHANNELS = ['newsletter', 'digest', 'onSale'] as const
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number]

/** What a record is about: a notice shown, an explicit consent, or a marketing opt-in. */
export const CONSENT_KINDS = ['notice', 'consent', 'marketing'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/** Each notice's address in the reader's words: `/kvkk/hesap`, `/en/privacy/account`. */
const NOTICE_SLUGS: Record<Locale, Record<NoticePurpose, string>> = {
  tr: {
    account: 'hesap',
    contact: 'iletisim',
    newsletter: 'bulten',
    payouts: 'odeme-bilgileri',
    payments: 'odemeler',
    tickets: 'biletler',
  },
  en: {
    account: 'account',
    contact: 'contact',
    newsletter: 'newsletter',
    payouts: 'payouts',
    payments: 'payments',
    tickets: 'tickets',
  },
}

export const noticeSlug = (locale: Locale, purpose: NoticePurpose): string =>
  NOTICE_SLUGS[locale][purpose]

/** The purpose a notice's address names in `locale`, or null. */
export const noticePurposeOf = (locale: Locale, slug: string): NoticePurpose | null =>
  NOTICE_PURPOSES.find((purpose) => NOTICE_SLUGS[locale][purpose] === slug) ?? null

/**
 * Addresses that name a notice in the other language's words, sent on for good to the right one:
 * the Turkish notices were first served under their English names (`/kvkk/account`, already in
 * sent mail), and the language switch, which keeps a page's params, asks for `/en/privacy/hesap`.
 */
export const noticeAddressRedirects = (): { source: string; destination: string }[] =>
  NOTICE_PURPOSES.filter(
    (purpose) => NOTICE_SLUGS.tr[purpose] !== NOTICE_SLUGS.en[purpose],
  ).flatMap((purpose) => [
    {
      source: `/kvkk/${NOTICE_SLUGS.en[purpose]}`,
      destination: `/kvkk/${NOTICE_SLUGS.tr[purpose]}`,
    },
    {
      source: `/en/privacy/${NOTICE_SLUGS.tr[purpose]}`,
      destination: `/en/privacy/${NOTICE_SLUGS.en[purpose]}`,
    },
  ])
