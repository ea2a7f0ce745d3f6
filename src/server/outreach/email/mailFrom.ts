import 'server-only'

/** The sender of every message: `MAIL_FROM` as `Name <address>` or a bare address. */
export function mailFrom(): { name: string; address: string } {
  const configured = process.env.MAIL_FROM?.trim()
  if (!configured) return { name: 'Sahne', address: 'bildirim@sahne.app' }
  const match = /^(.*)<([^>]+)>$/.exec(configured)
  if (!match) return { name: 'Sahne', address: configured }
  return { name: match[1].trim().replace(/^"|"$/g, '') || 'Sahne', address: match[2].trim() }
}
