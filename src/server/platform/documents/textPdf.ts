import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'

/** A part of a text document: a title, an opening line, then headed sections of paragraphs. */
type TextPdfPart = {
  title: string
  intro: string
  sections: { heading: string; paragraphs: string[] }[]
}

const FONTS = path.join(process.cwd(), 'assets', 'fonts')
// DejaVu has every Turkish letter (İ ı Ş ş Ğ ğ); PDF's built-in fonts do not.
const font = (file: string) => readFileSync(path.join(FONTS, file))

/**
 * An A4 document of running text in one language (a contract and its pre-information form): each
 * part on a page of its own, and a closing line in small print under the last.
 */
export async function textPdf(document: {
  title: string
  parts: TextPdfPart[]
  closing: string
}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: document.title } })
  doc.registerFont('regular', font('DejaVuSans.ttf'))
  doc.registerFont('bold', font('DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  document.parts.forEach((part, i) => {
    if (i > 0) doc.addPage()
    doc.font('bold').fontSize(18).fillColor('#000000').text(part.title)
    doc.moveDown(0.3).font('regular').fontSize(10).fillColor('#555555').text(part.intro)
    doc.moveDown(0.8).fillColor('#000000')
    for (const section of part.sections) {
      doc.font('bold').fontSize(11).text(section.heading)
      doc.moveDown(0.2).font('regular').fontSize(10)
      for (const paragraph of section.paragraphs) doc.text(paragraph).moveDown(0.3)
      doc.moveDown(0.4)
    }
  })
  doc.moveDown(1).font('regular').fontSize(8).fillColor('#777777').text(document.closing)
  doc.end()
  await done
  return Buffer.concat(chunks)
}
