import { endStoredSession, refusedToken } from '@/lib/session/endedSession'

import { apiHeaders, type ApiRequest } from './apiFetch'
import { ApiFailure } from './ApiFailure'

/** The file name a `Content-Disposition: attachment; filename="…"` answer gives, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? ''
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback
}

/**
 * Downloads a file the API gives only to the signed-in (a booking's PDF): a plain link sends no
 * token, so the file is fetched with the session's and saved from memory. Resolves to null, or
 * to the failure to show; a refused token ends the stored session as any API call does.
 */
export async function apiDownload(
  path: string,
  { locale, messages }: Pick<ApiRequest, 'locale' | 'messages'>,
  fallbackName: string,
): Promise<ApiFailure | null> {
  let response: Response
  try {
    response = await fetch(path, { headers: apiHeaders({ locale }), cache: 'no-store' })
  } catch {
    return new ApiFailure(messages.network, 0)
  }
  if (refusedToken(response)) endStoredSession()
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown }
    const message = typeof answer.message === 'string' ? answer.message : null
    return new ApiFailure(message ?? messages.failed(response.status), response.status)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(response, fallbackName),
  })
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return null
}
