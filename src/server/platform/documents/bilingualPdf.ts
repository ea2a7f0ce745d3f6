import 'server-only'

import type { Locale } from '../../../i18n/locales'
import { a4Document } from './a4Document'

/** One text in both of the site's languages. */
export type Bilingual = Record<Locale, string>

/** A label and its value, each in both languages (the value once when both say the same). */
export type BilingualRow = { label: Bilingual; value: Bilingual }

/**
 * An A4 document of the site's (a booking confirmation, a receipt, a payout statement): a title
 * and a line under it, then label/value rows, then the issue line, every text in Turkish then
 * English, so either party can hand it to anyone.
 */
export async function bilingualPdf(document: {
  title: Bilingual
  subtitle: Bilingual
  rows: BilingualRow[]
  issued: Bilingual
}): Promise<Uint8Array> {
  const { doc, bytes } = a4Document(`${document.title.tr} · ${document.subtitle.tr}`)

  doc.font('bold').fontSize(20).text(`${document.title.tr} / ${document.title.en}`)
  doc.moveDown(0.3)
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(`Sahne · ${document.subtitle.tr} · ${document.subtitle.en}`)
  doc.moveDown(1).fillColor('#000000')
  for (const row of document.rows) {
    doc.font('bold').fontSize(9).fillColor('#555555').text(`${row.label.tr} / ${row.label.en}`)
    doc.font('regular').fontSize(11).fillColor('#000000').text(row.value.tr)
    if (row.value.en !== row.value.tr) doc.fillColor('#333333').text(row.value.en)
    doc.moveDown(0.6)
  }
  doc
    .moveDown(1)
    .font('regular')
    .fontSize(8)
    .fillColor('#777777')
    .text(`${document.issued.tr} · ${document.issued.en}`)
  doc.end()
  return new Uint8Array(await bytes)
}
