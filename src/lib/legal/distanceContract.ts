import { dateTag, type Locale, TIME_ZONE } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

import { PROVIDES, type BookingTerms } from '../market/bookingTerms'

/** A `Contract.*`, `Terms.*` text in one language: the full key, simple `{name}` values. */
export type ContractText = (key: string, values?: Record<string, string | number>) => string

/**
 * What a booking's distance contract is made of, fixed when it is accepted: the parties, the
 * service as the confirmed terms describe it, the price in kuruş and the platform's rules.
 */
export type ContractFacts = {
  bookingId: number
  gig: { title: string; date: string; venue: string; address: string | null }
  artist: string
  organizer: string
  terms: BookingTerms
  amount: number
  commission: number
  commissionPercent: number
  releaseHours: number
  provider: { title: string; address: string; mersis: string; email: string; phone: string }
}

type ContractSection = { heading: string; paragraphs: string[] }
export type ContractPart = { title: string; intro: string; sections: ContractSection[] }
/** The pre-information form and the contract, in one language. */
export type ContractDocuments = { preInformation: ContractPart; contract: ContractPart }

/** A date and time of a contract, in Istanbul time: "1 Aralık 2026 Salı 21:00". */
export const contractDate = (locale: Locale, iso: string, timeOnly = false) =>
  new Intl.DateTimeFormat(dateTag(locale), {
    ...(timeOnly ? { timeStyle: 'short' } : { dateStyle: 'full', timeStyle: 'short' }),
    timeZone: TIME_ZONE,
  }).format(new Date(iso))

/**
 * The pre-information form (Regulation on Distance Contracts, art. 5) and the distance service
 * contract of a booking, in `locale`: every figure from `facts`, every sentence from the
 * catalogue. The same facts and catalogue always give the same text, so its hash names it.
 */
export function bookingContract(
  facts: ContractFacts,
  locale: Locale,
  t: ContractText,
): ContractDocuments {
  const money = (kurus: number) => formatMoney(kurus, locale)
  const { terms, provider } = facts
  const provided = PROVIDES.filter((key) => terms.provides[key])
  const policy = terms.cancellationPolicy
  const parties = t('Contract.preInformation.partiesText', {
    artist: facts.artist,
    organizer: facts.organizer,
    venue: facts.gig.venue,
    providerTitle: provider.title,
    providerAddress: provider.address,
    providerMersis: provider.mersis,
    providerEmail: provider.email,
    providerPhone: provider.phone,
  })
  const service = [
    t('Contract.preInformation.serviceText', {
      artist: facts.artist,
      gig: facts.gig.title,
      venue: facts.gig.venue,
      address: facts.gig.address ? ` (${facts.gig.address})` : '',
      date: contractDate(locale, facts.gig.date),
      minutes: terms.setLengthMinutes,
      setAt: terms.setAt
        ? t('Contract.preInformation.setAt', { time: contractDate(locale, terms.setAt, true) })
        : '',
    }),
    provided.length
      ? t('Contract.preInformation.provides', {
          items: provided.map((key) => t(`Terms.provision.${key}`)).join(', '),
        })
      : t('Contract.preInformation.providesNone'),
  ]
  const price = [
    t('Contract.preInformation.priceText', {
      amount: money(facts.amount),
      commissionPercent: facts.commissionPercent,
      commission: money(facts.commission),
    }),
    t('Contract.preInformation.paymentText', { hours: facts.releaseHours }),
  ]
  const cancellation = t('Contract.preInformation.cancellationText', {
    policy: t(`Terms.policy.${policy}.name`),
    meaning: t(`Terms.policy.${policy}.meaning`),
  })
  const withdrawal = t('Contract.preInformation.withdrawalText')
  const section = contractSection
  return {
    preInformation: {
      title: t('Contract.preInformation.title'),
      intro: t('Contract.preInformation.intro', { id: facts.bookingId }),
      sections: [
        section(t('Contract.preInformation.parties'), parties),
        section(t('Contract.preInformation.service'), ...service),
        section(t('Contract.preInformation.price'), ...price),
        section(t('Contract.preInformation.cancellation'), cancellation),
        section(t('Contract.preInformation.withdrawal'), withdrawal),
        section(
          t('Contract.preInformation.complaints'),
          t('Contract.preInformation.complaintsText', { providerEmail: provider.email }),
        ),
      ],
    },
    contract: {
      title: t('Contract.contract.title'),
      intro: t('Contract.contract.intro', { id: facts.bookingId }),
      sections: [
        section(t('Contract.preInformation.parties'), parties),
        section(t('Contract.contract.subject'), t('Contract.contract.subjectText'), ...service),
        section(t('Contract.preInformation.price'), ...price),
        section(t('Contract.contract.obligations'), t('Contract.contract.obligationsText')),
        section(t('Contract.preInformation.cancellation'), cancellation),
        section(t('Contract.preInformation.withdrawal'), withdrawal),
        section(t('Contract.contract.acceptance'), t('Contract.contract.acceptanceText')),
        section(t('Contract.contract.law'), t('Contract.contract.lawText')),
      ],
    },
  }
}

/** One section of a document: its heading and its paragraphs. */
export const contractSection = (heading: string, ...paragraphs: string[]): ContractSection => ({
  heading,
  paragraphs,
})

/** The documents as plain text, the form first: what is hashed, kept and printed. */
export function contractPlainText(documents: ContractDocuments): string {
  return [documents.preInformation, documents.contract]
    .map((part) =>
      [
        part.title,
        part.intro,
        ...part.sections.map((s) => [s.heading, ...s.paragraphs].join('\n')),
      ].join('\n\n'),
    )
    .join('\n\n\n')
}
