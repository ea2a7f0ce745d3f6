import 'server-only'

import { a4Document } from './a4Document'

/** A part of a text document: a title, an opening line, then headed sections of paragraphs. */
type TextPdfPart = {
  title: string
  intro: string
  sections: { heading: string; paragraphs: string[] }[]
}

/**
 * An A4 document of running text in one language (a contract and its pre-information form): each
 * part on a page of its own, and a closing line in small print under the last.
 */
export async function textPdf(document: {
  title: string
  parts: TextPdfPart[]
  closing: string
}): Promise<Buffer> {
  const { doc, bytes } = a4Document(document.title)
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
  return bytes
}
