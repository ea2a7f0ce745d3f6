import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { contractPlainText, type ContractDocuments } from '@/lib/legal/distanceContract'
import type { User } from '@/payload-types'
import { jobMeta } from '@/server/platform'

import { contractHash } from './contractDocuments'
import type { KeptDocuments } from './mailContract'

/** The contract a payer says they accepted, checked against the one the facts give now. */
export type ContractAcceptance = {
  facts: KeptDocuments['facts']
  /** The documents the facts give, in every language (contractInEveryLanguage). */
  documents: Record<Locale, ContractDocuments>
  /** The hash the payer's screen showed them (the request's `contract`). */
  hash: string
  locale: Locale
  ip: string
}

/**
 * What was accepted: a booking under its confirmed terms (`version`: their confirmation time), or
 * a ticket order as held (`version`: its hold's time).
 */
type ContractSubject = { booking: number; version: string } | { order: number; version: string }

/** Whether `accepted` is the contract of `facts` in its language: the payer read this very text. */
export function isCurrentContract(accepted: ContractAcceptance): boolean {
  return contractHash(accepted.documents[accepted.locale]) === accepted.hash
}

/**
 * Records, inside the payment's transaction, that `user` accepted the contract of `subject`: the
 * exact text in the language they read, its hash, the version, their address, and the documents
 * in both languages for each party's copy; the copies (a booking's to its payer and its artist, an
 * order's to its buyer) are queued to be mailed with the same transaction (none is sent if it
 * rolls back). A second click on the same text records nothing new.
 */
export async function recordContractAcceptance(
  payload: Payload,
  req: PayloadRequest,
  user: User,
  subject: ContractSubject,
  accepted: ContractAcceptance,
): Promise<void> {
  const of: Where =
    'booking' in subject
      ? { booking: { equals: subject.booking } }
      : { order: { equals: subject.order } }
  const { totalDocs } = await payload.count({
    collection: 'contract-acceptances',
    where: { ...of, user: { equals: user.id }, textHash: { equals: accepted.hash } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  const { documents } = accepted
  const kept: KeptDocuments = { facts: accepted.facts, ...documents }
  // Nobody may create a record through a request; the domain writes them.
  const record = await payload.create({
    collection: 'contract-acceptances',
    data: {
      ...('booking' in subject ? { booking: subject.booking } : { order: subject.order }),
      user: user.id,
      locale: accepted.locale,
      termsVersion: subject.version,
      textHash: accepted.hash,
      text: contractPlainText(documents[accepted.locale]),
      documents: kept,
      ip: accepted.ip,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  const parties = 'booking' in subject ? (['payer', 'artist'] as const) : (['payer'] as const)
  for (const party of parties)
    await payload.jobs.queue({
      task: 'mailContract',
      input: { acceptance: record.id, party },
      req,
      meta: jobMeta(),
    })
}
