import type { ClientConfig } from 'payload'
import { formatAdminURL } from 'payload/shared'

/** What a write from the panel came to: ok, or the server's message when it gave one. */
type PanelReply = { ok: true } | { ok: false; message: string | null }

/**
 * A write from one of our panel components to Payload's own API (`/cms-api`, from the config),
 * with the panel's session cookie: the panel signs admins in with it, not with the site's bearer
 * token, so the site's fetcher (`src/lib/api`) does not apply here. A network failure is a reply
 * without a message.
 */
export async function panelSend(
  config: ClientConfig,
  path: string,
  { method, body }: { method: 'POST' | 'PATCH'; body: unknown },
): Promise<PanelReply> {
  const url = formatAdminURL({ apiRoute: config.routes.api, path: path as `/${string}` })
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (response?.ok) return { ok: true }
  const answer = (await response?.json().catch(() => null)) as { message?: unknown } | null
  return { ok: false, message: typeof answer?.message === 'string' ? answer.message : null }
}
