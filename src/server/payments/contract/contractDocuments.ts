import 'server-only'

import { createHash } from 'node:crypto'

import { LOCALES, type Locale } from '@/i18n/locales'
import {
  contractPlainText,
  type ContractDocuments,
  type ContractText,
} from '@/lib/legal/distanceContract'
import { translate, type MessageKey } from '@/server/platform'

/** Makes one contract's documents in `locale` from its facts (bookingContract, ticketContract). */
export type ContractBuilder = (locale: Locale, t: ContractText) => ContractDocuments

/** A contract as its payer reads it: its text's hash, what "pay" sends back, and the documents. */
export type ContractView = { hash: string; documents: ContractDocuments }

const textOf =
  (locale: Locale): ContractText =>
  (key, values) =>
    translate(locale, key as MessageKey, values)

/** The SHA-256 of the documents' plain text: what an acceptance names. */
export const contractHash = (documents: ContractDocuments) =>
  createHash('sha256').update(contractPlainText(documents), 'utf8').digest('hex')

/** The documents in `locale`, with their hash. */
export function contractView(build: ContractBuilder, locale: Locale): ContractView {
  const documents = build(locale, textOf(locale))
  return { hash: contractHash(documents), documents }
}

/** The documents in every language, from one set of facts. */
export const contractInEveryLanguage = (build: ContractBuilder) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, build(locale, textOf(locale))])) as Record<
    Locale,
    ContractDocuments
  >
