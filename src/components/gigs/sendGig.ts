import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

export type GigAnswer = { ok: boolean; status: number; message?: string; id?: number }

/** A gig write (POST, PUT or DELETE) with the session's token, in the page's language. */
export async function sendGig(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
): Promise<GigAnswer> {
  const response = await fetch(url, {
    method,
    headers: jsonHeaders(token, document.documentElement.lang),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await readJsonSafely<{
    success?: boolean
    message?: string
    data?: { id?: number }
  }>(response)
  return {
    ok: response.ok && answer?.success === true,
    status: response.status,
    message: answer?.message,
    id: answer?.data?.id,
  }
}
