import 'server-only'

import QRCode from 'qrcode'

import { dateTag, TIME_ZONE, type Locale } from '@/i18n/locales'

import { a4Document, translate } from '../../platform'

/** One admission as its page prints it. */
export type PdfTicket = {
  code: string
  type: string
  holder: string
  order: number
  show: {
    title: string
    date: string
    venue: string | null
    address: string | null
    city: string | null
  }
}

/** How many of a code's last characters are printed under its QR code (as "My tickets" shows). */
const CODE_END = 6

/**
 * The tickets as an A4 PDF in `locale`, one page each: the show, its date in Istanbul time, the
 * venue and address, the type and holder, the QR code the door reads (PNG, error correction M,
 * its quiet zone) with the code's last characters, and the rule that a ticket given on through
 * Sahne gets a new code.
 */
export async function ticketsPdf(locale: Locale, tickets: PdfTicket[]): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(locale, key, values)
  const { doc, bytes } = a4Document(t('TicketPdf.title'))
  const when = new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  })
  for (const [i, ticket] of tickets.entries()) {
    if (i > 0) doc.addPage()
    const png = await QRCode.toBuffer(ticket.code, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 720,
    })
    doc.font('bold').fontSize(10).fillColor('#ff7a45').text('Sahne')
    doc.moveDown(0.6).font('bold').fontSize(22).fillColor('#000000').text(ticket.show.title)
    doc
      .moveDown(0.3)
      .font('regular')
      .fontSize(13)
      .text(when.format(new Date(ticket.show.date)))
    const place = [ticket.show.venue, ticket.show.address, ticket.show.city].filter(Boolean)
    if (place.length) doc.moveDown(0.2).fontSize(11).fillColor('#333333').text(place.join(', '))
    doc.moveDown(0.8).fillColor('#000000').font('bold').fontSize(12).text(ticket.type)
    doc
      .font('regular')
      .fontSize(11)
      .text(t('TicketPdf.holder', { name: ticket.holder }))
    doc.text(t('TicketPdf.order', { order: ticket.order }))
    const size = 260
    const x = (doc.page.width - size) / 2
    const y = doc.y + 24
    doc.image(png, x, y, { width: size, height: size })
    doc.y = y + size + 8
    doc
      .font('bold')
      .fontSize(14)
      .text(`…${ticket.code.slice(-CODE_END)}`, { align: 'center' })
    doc
      .moveDown(1.2)
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(t('TicketPdf.rule'), { align: 'center' })
  }
  doc.end()
  return bytes
}
