import 'server-only'

import type { EmailContent } from './emailContent'
import type { EmailMessage } from './queueEmail'
import { renderEmailHtml } from './renderEmailHtml'
import { renderEmailText } from './renderEmailText'

/** A message to `to` in the house layout, with its plain-text and HTML parts. */
export const renderEmail = (to: string, content: EmailContent): EmailMessage => ({
  to,
  subject: content.subject,
  text: renderEmailText(content),
  html: renderEmailHtml(content),
})
