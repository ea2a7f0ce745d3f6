import 'server-only'

import type { Payload } from 'payload'

import { dateTag, TIME_ZONE } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localizedPath'
import { idOf } from '@/lib/idOf'
import { mapHref } from '@/lib/market/mapHref'
import { formatMoney } from '@/lib/money/formatMoney'
import { siteUrl } from '@/lib/seo/siteUrl'
import type { TicketType } from '@/payload-types'

import { findGig, findPublicShow, gigCalendar } from '../../market'
import { ticketCode, ticketCodeKey } from '../codes/ticketCode'
import { ticketsPdf } from '../codes/ticketsPdf'
import { renderEmail, sendQueuedMail, userLocale } from '../../outreach'
import { translate } from '../../platform'

/**
 * Mails the buyer of a completed order their tickets, in their language: the show's date
 * (Istanbul time), venue, address and map link, each line's tickets, a link to "My tickets", the
 * tickets as a PDF with their QR codes (a code a later transfer replaces stops working; the
 * page always has the current one) and the show's .ics. One job per order: one Message-ID (sendQueuedMail).
 * Nothing for an order that is not complete, or a buyer or show gone since.
 */
export async function mailOrderTickets(
  payload: Payload,
  job: { id: number | string; createdAt: string },
  orderId: number,
): Promise<void> {
  // The worker's own mail about records the domain wrote: full access.
  const order = await payload.findByID({
    collection: 'ticket-orders',
    id: orderId,
    depth: 1,
    populate: { 'ticket-types': { name: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  const buyerId = idOf(order?.buyer)
  // A deleted buyer's order stays as the payment's record: nobody to mail.
  if (!order || order.status !== 'complete' || !buyerId) return
  const buyer = await payload.findByID({
    collection: 'users',
    id: buyerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const gigId = idOf(order.gig)!
  const [show, gig] = [await findPublicShow(String(gigId)), await findGig(payload, gigId)]
  if (!buyer?.email || !show || !gig) return
  const locale = userLocale(buyer)
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(locale, key, values)
  const date = new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(show.date))
  const address = show.venue?.address
  const showUrl = `${siteUrl()}${localizedPath(locale, '/shows/[id]', { id: show.id })}`
  const lines = order.lines.map((line) =>
    t('TicketMail.line', {
      quantity: line.quantity,
      name: (line.ticketType as Pick<TicketType, 'name'> | null)?.name?.[locale] ?? '',
    }),
  )
  const message = renderEmail(buyer.email, {
    locale,
    subject: t('TicketMail.subject', { show: show.title }),
    heading: t('TicketMail.heading'),
    paragraphs: [t('TicketMail.body', { show: show.title }), ...lines, t('TicketMail.door')],
    facts: [
      { label: t('TicketMail.date'), value: date },
      ...(show.venue ? [{ label: t('TicketMail.venue'), value: show.venue.name }] : []),
      { label: t('TicketMail.address'), value: [address, show.city].filter(Boolean).join(', ') },
      ...(address ? [{ label: t('TicketMail.map'), value: mapHref(address, show.city) }] : []),
      { label: t('TicketMail.order'), value: String(order.id) },
      {
        label: t('TicketMail.total'),
        value: order.total ? formatMoney(order.total, locale) : t('TicketMail.free'),
      },
    ],
    action: {
      label: t('TicketMail.action'),
      url: `${siteUrl()}${localizedPath(locale, '/tickets')}`,
    },
    footer: { kind: 'account' },
  })
  // The buyer's valid tickets of the order, as a PDF with their QR codes (one page each).
  const { docs: issued } = await payload.find({
    collection: 'tickets',
    where: {
      and: [
        { order: { equals: order.id } },
        { holder: { equals: buyer.id } },
        { status: { equals: 'sold' } },
      ],
    },
    sort: 'id',
    depth: 1,
    populate: { 'ticket-types': { name: true } },
    pagination: false,
    overrideAccess: true,
  })
  const key = ticketCodeKey(payload.secret)
  const pdf = issued.length
    ? await ticketsPdf(
        locale,
        issued.map((ticket) => ({
          code: ticketCode(key, { id: ticket.id, gig: gigId, codeNonce: ticket.codeNonce ?? '' }),
          type: (ticket.ticketType as Pick<TicketType, 'name'> | null)?.name?.[locale] ?? '',
          holder: buyer.fullname || buyer.email,
          order: order.id,
          show: {
            title: show.title,
            date: show.date,
            venue: show.venue?.name ?? null,
            address: show.venue?.address ?? null,
            city: show.city,
          },
        })),
      )
    : null
  await sendQueuedMail(payload, job, {
    ...message,
    attachments: [
      ...(pdf
        ? [
            {
              filename: `${t('TicketPdf.fileName')}-${show.id}.pdf`,
              content: pdf,
              contentType: 'application/pdf',
            },
          ]
        : []),
      {
        filename: `sahne-show-${show.id}.ics`,
        content: Buffer.from(gigCalendar(gig, showUrl)),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  })
}
