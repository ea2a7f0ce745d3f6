import 'server-only'

import type { Payload } from 'payload'

import { dateTag, type Locale, TIME_ZONE, toLocale } from '@/i18n/locales'
import type { ContractDocuments, ContractFacts } from '@/lib/legal/distanceContract'
import type { TicketContractFacts } from '@/lib/legal/ticketContract'
import { idOf } from '@/server/market'
import { renderEmail, sendQueuedMail, userLocale } from '@/server/outreach'
import { textPdf, translate } from '@/server/platform'

/** What an acceptance keeps: the facts (a booking's or a ticket order's), the documents in each language. */
export type KeptDocuments = { facts: ContractFacts | TicketContractFacts } & Partial<
  Record<Locale, ContractDocuments>
>

/**
 * Which party a contract's copy goes to: the payer who accepted it (a booking's organizer, an
 * order's buyer), or a booking's artist.
 */
type ContractParty = 'payer' | 'artist'

/**
 * Mails one party of a booking or a ticket order their copy of an accepted contract, as a PDF in
 * their language
 * (a durable medium, as the Regulation on Distance Contracts asks), with when, by whom and from
 * where it was accepted and the accepted text's hash. One job per party: each mail has its own
 * Message-ID and is sent at most once as far as SMTP allows (sendQueuedMail).
 */
export async function mailContract(
  payload: Payload,
  job: { id: number | string; createdAt: string },
  acceptanceId: number,
  party: ContractParty,
): Promise<void> {
  // The worker's own mail about a record the domain wrote: full access.
  const acceptance = await payload.findByID({
    collection: 'contract-acceptances',
    id: acceptanceId,
    depth: 0,
    overrideAccess: true,
  })
  const booking = acceptance.booking
    ? await payload.findByID({
        collection: 'bookings',
        id: acceptance.booking,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const payer = await payload.findByID({
    collection: 'users',
    id: acceptance.user,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const recipient =
    party === 'payer'
      ? payer
      : booking
        ? await payload.findByID({
            collection: 'users',
            id: idOf(booking.artistUser),
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
        : null
  // An account deleted since has no address to send to: the proof stays in the record.
  if (!recipient?.email) return
  const locale = party === 'payer' ? toLocale(acceptance.locale) : userLocale(recipient)
  const kept = acceptance.documents as KeptDocuments
  const documents = kept[locale]
  if (!documents) return
  const gigTitle = kept.facts.gig.title
  const acceptedAt = new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(acceptance.createdAt))
  const payerName = payer?.fullname || payer?.email || String(acceptance.user)
  // A ticket order's copy names the order, a booking's the booking; each says so in its mail.
  const id = acceptance.order ?? acceptance.booking
  const pdf = await textPdf({
    title: `${documents.contract.title} · ${id}`,
    parts: [documents.preInformation, documents.contract],
    closing: translate(locale, 'Contract.pdf.accepted', {
      date: acceptedAt,
      name: payerName,
      ip: acceptance.ip,
      hash: acceptance.textHash,
    }),
  })
  const message = renderEmail(recipient.email, {
    locale,
    subject: translate(
      locale,
      acceptance.order ? 'Contract.mail.orderSubject' : 'Contract.mail.subject',
      {
        id: id ?? '',
        gig: gigTitle,
      },
    ),
    heading: translate(locale, 'Contract.mail.heading'),
    paragraphs: [
      party === 'artist'
        ? translate(locale, 'Contract.mail.bodyArtist', {
            gig: gigTitle,
            date: acceptedAt,
            organizer: payerName,
          })
        : translate(
            locale,
            acceptance.order ? 'Contract.mail.bodyBuyer' : 'Contract.mail.bodyPayer',
            {
              gig: gigTitle,
              date: acceptedAt,
            },
          ),
    ],
    footer: { kind: 'account' },
  })
  await sendQueuedMail(payload, job, {
    ...message,
    attachments: [
      {
        filename: acceptance.order
          ? `sahne-ticket-contract-${acceptance.order}.pdf`
          : `sahne-contract-${acceptance.booking}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  })
}
