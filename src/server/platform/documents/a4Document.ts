import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'

const FONTS = path.join(process.cwd(), 'assets', 'fonts')
// DejaVu has every Turkish letter (İ ı Ş ş Ğ ğ); PDF's built-in fonts do not.
const font = (file: string) => readFileSync(path.join(FONTS, file))

/**
 * A new A4 PDF of the site's, titled `title`, with its two fonts registered as `regular` and
 * `bold`; `bytes` resolves to the whole file once the caller has ended the document.
 */
export function a4Document(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } })
  doc.registerFont('regular', font('DejaVuSans.ttf'))
  doc.registerFont('bold', font('DejaVuSans-Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const bytes = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  )
  return { doc, bytes }
}
