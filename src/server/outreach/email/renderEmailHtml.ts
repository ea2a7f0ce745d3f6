import 'server-only'

import { escapeHtml } from '@/lib/escapeHtml'

import { translate } from '../../platform'
import { EMAIL_COLOURS as C } from './emailColours'
import type { EmailContent } from './emailContent'
import { footerLink } from './footerLink'

const FONT = 'Arial,Helvetica,sans-serif'

function factsTable(facts: EmailContent['facts']): string {
  if (!facts?.length) return ''
  const rows = facts
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:8px 12px 8px 0;color:${C.muted};font-size:13px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 0;color:${C.text};font-size:15px;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;background:${C.surface2};border-radius:8px;border-left:4px solid ${C.accent};padding:8px 16px"><tbody>${rows}</tbody></table>`
}

/** The HTML part in the site's colours: one narrow column, inline styles only. */
export function renderEmailHtml(content: EmailContent): string {
  const { locale, action } = content
  const footer = footerLink(content)
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5;color:${C.text}">${escapeHtml(p)}</p>`)
    .join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${C.accent};color:${C.accentText};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${C.muted}">${escapeHtml(translate(locale, 'Email.layout.linkHint'))}<br><a href="${escapeHtml(action.url)}" style="color:${C.accentStrong};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="color-scheme" content="dark"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:${C.bg};font-family:${FONT};color:${C.text}">
<div style="max-width:560px;margin:0 auto;background:${C.surface};border-radius:12px;padding:32px;border-top:4px solid ${C.accent}">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${C.accent}">Sahne <span style="font-size:13px;font-weight:normal;color:${C.muted}">${escapeHtml(translate(locale, 'Email.layout.tagline'))}</span></p>
<h1 style="margin:0 0 16px;font-size:20px;color:${C.text}">${escapeHtml(content.heading)}</h1>
${paragraphs}${factsTable(content.facts)}${button}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:${C.muted};line-height:1.5">${escapeHtml(footer.reason)}<br><a href="${escapeHtml(footer.url)}" style="color:${C.muted}">${escapeHtml(footer.label)}</a></p>
</body></html>
`
}
