import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'

import { confirmationRows, termsText } from '@/lib/market/confirmationRows'
import { messages } from '@/i18n/messages'

import type { BookingSummary } from '../toBookingSummary'

const FONTS = path.join(process.cwd(), 'assets', 'fonts')
// DejaVu has every Turkish letter (İ ı Ş ş Ğ ğ); PDF's built-in fonts do not.
const font = (file: string) => readFileSync(path.join(FONTS, file))

const text = { tr: termsText(messages.tr.Terms), en: termsText(messages.en.Terms) }

/** The booking confirmation as an A4 PDF, every label and value in Turkish then English. */
export async function bookingConfirmationPdf(
  booking: BookingSummary,
  now = new Date(),
): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Sahne ${booking.id}` } })
  doc.registerFont('regular', font('DejaVuSans.ttf'))
  doc.registerFont('bold', font('DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))

  doc
    .font('bold')
    .fontSize(20)
    .text(`${text.tr('document.title')} / ${text.en('document.title')}`)
  doc.moveDown(0.3)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(
      `Sahne · ${text.tr('document.number', { id: booking.id })} · ${text.en('document.number', { id: booking.id })}`,
    )
  doc.moveDown(1).fillColor('#000000')
  for (const row of confirmationRows(booking, text)) {
    doc.font('bold').fontSize(9).fillColor('#555555').text(`${row.label.tr} / ${row.label.en}`)
    doc.font('regular').fontSize(11).fillColor('#000000').text(row.value.tr)
    if (row.value.en !== row.value.tr) doc.fillColor('#333333').text(row.value.en)
    doc.moveDown(0.6)
  }
  const issued = now.toISOString().slice(0, 10)
  doc
    .moveDown(1)
    .font('regular')
    .fontSize(8)
    .fillColor('#777777')
    .text(
      `${text.tr('document.issued', { date: issued })} · ${text.en('document.issued', { date: issued })}`,
    )
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}
