import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import {
  contractPlainText,
  type ContractDocuments,
  type ContractFacts,
} from '@/lib/legal/distanceContract'
import type { Booking, User } from '@/payload-types'
import { jobMeta } from '@/server/platform'

import { contractHash } from './bookingContract'
import type { KeptDocuments } from './mailContract'

/** The contract a payer says they accepted, checked against the one the facts give now. */
type ContractAcceptance = {
  facts: ContractFacts
  /** The documents the facts give, in every language (contractInEveryLanguage). */
  documents: Record<Locale, ContractDocuments>
  /** The hash the payer's screen showed them (the request's `contract`). */
  hash: string
  locale: Locale
  ip: string
}

/** Whether `accepted` is the contract of `facts` in its language: the payer read this very text. */
export function isCurrentContract(accepted: ContractAcceptance): boolean {
  return contractHash(accepted.documents[accepted.locale]) === accepted.hash
}

/**
 * Records, inside the payment's transaction, that `user` accepted the booking's contract: the
 * exact text in the language they read, its hash, the terms' version, their address, and the
 * documents in both languages for each party's copy; the two copies are queued to be mailed with
 * the same transaction (none is sent if it rolls back). A second click on the same text records
 * nothing new.
 */
export async function recordContractAcceptance(
  payload: Payload,
  req: PayloadRequest,
  user: User,
  booking: Booking,
  accepted: ContractAcceptance,
): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'contract-acceptances',
    where: {
      booking: { equals: booking.id },
      user: { equals: user.id },
      textHash: { equals: accepted.hash },
    },
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
      booking: booking.id,
      user: user.id,
      locale: accepted.locale,
      termsVersion: booking.terms?.confirmedAt ?? '',
      textHash: accepted.hash,
      text: contractPlainText(documents[accepted.locale]),
      documents: kept,
      ip: accepted.ip,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  for (const party of ['payer', 'artist'] as const)
    await payload.jobs.queue({
      task: 'mailContract',
      input: { acceptance: record.id, party },
      req,
      meta: jobMeta(),
    })
}
