import 'server-only'

import { escapeHtml } from '@/lib/escapeHtml'

import { translate } from '../../platform/i18n/translate'
import type { EmailContent } from './emailContent'
import { footerLink } from './footerLink'

const BRAND = '#7c3aed'

/** The HTML part: one narrow column, inline styles only (mail clients drop style sheets). */
export function renderEmailHtml(content: EmailContent): string {
  const { locale, action } = content
  const footer = footerLink(content)
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${BRAND};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(translate(locale, 'Email.layout.linkHint'))}<br><a href="${escapeHtml(action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${BRAND}">Sahne <span style="font-size:13px;font-weight:normal;color:#71717a">${escapeHtml(translate(locale, 'Email.layout.tagline'))}</span></p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.heading)}</h1>
${paragraphs}${button}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#71717a;line-height:1.5">${escapeHtml(footer.reason)}<br><a href="${escapeHtml(footer.url)}" style="color:#71717a">${escapeHtml(footer.label)}</a></p>
</body></html>
`
}
