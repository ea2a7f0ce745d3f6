import 'server-only'

import { translate } from '../../platform'
import type { EmailContent } from './emailContent'
import { footerLink } from './footerLink'

/** The plain-text part: the same words as the HTML, links written out in full. */
export function renderEmailText(content: EmailContent): string {
  const footer = footerLink(content)
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])]
  if (content.facts?.length)
    lines.push(...content.facts.map(({ label, value }) => `${label}: ${value}`), '')
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '')
  lines.push(
    '-- ',
    `Sahne · ${translate(content.locale, 'Email.layout.tagline')}`,
    footer.reason,
    `${footer.label}: ${footer.url}`,
  )
  return lines.join('\n') + '\n'
}
