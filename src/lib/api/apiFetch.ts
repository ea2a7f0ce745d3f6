import { endStoredSession, refusedToken } from '@/lib/session/endedSession'
import { TOKEN_KEY } from '@/lib/session/sessionUser'

import { ApiFailure } from './ApiFailure'

/** A successful answer: its `data`, its `message`, and the whole body for the extras beside them. */
export type ApiSuccess<T> = {
  ok: true
  status: number
  data: T
  message: string | null
  body: Record<string, unknown>
}

export type ApiResult<T> = ApiSuccess<T> | { ok: false; error: ApiFailure }

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown
  /** The bearer token; by default the session's, read from local storage at call time. */
  token?: string | null
  /** Sent as `Idempotency-Key`, for a write the API does at most once per key. */
  idempotencyKey?: string
  /** The language of the answer's messages (`Accept-Language`); by default `<html lang>`. */
  locale?: string
  /**
   * The path is a route outside the API (/cms-preview) that answers with a redirect (a success
   * with no data; the caller goes there itself) or with a refusal in plain text.
   */
  redirecting?: true
  /** Catalogue messages for a call that got no answer, or an error answer without a message. */
  messages: { network: string; failed: (status: number) => string }
}

const browser = typeof window !== 'undefined'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/** The bearer token and language of a call to the site's API (and its JSON type). */
export function apiHeaders({
  body,
  token,
  locale,
  idempotencyKey,
}: Omit<ApiRequest, 'messages'>): Headers {
  const result = new Headers()
  const bearer = token === undefined ? (browser ? localStorage.getItem(TOKEN_KEY) : null) : token
  const language = locale ?? (browser ? document.documentElement.lang : '')
  if (bearer) result.set('Authorization', `Bearer ${bearer}`)
  if (language) result.set('Accept-Language', language)
  if (idempotencyKey) result.set('Idempotency-Key', idempotencyKey)
  if (body !== undefined && !(body instanceof FormData))
    result.set('Content-Type', 'application/json')
  return result
}

/** The JSON answer; with `plainText`, a text answer is its message. */
async function readBody(response: Response, plainText = false): Promise<Record<string, unknown>> {
  const raw = await response.text().catch(() => '')
  try {
    const body: unknown = JSON.parse(raw)
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    const plain = plainText && response.headers.get('content-type')?.startsWith('text/plain')
    return plain && raw.trim() ? { message: raw } : {}
  }
}

/**
 * Calls the site's API (`{ success, data, message }` answers) and never throws: the answer's
 * data, or an ApiFailure with the server's message and `field` (a 400 names the field it is
 * about), or a catalogue message when the network failed or the answer said nothing.
 */
export async function apiFetch<T = unknown>(
  path: string,
  request: ApiRequest,
): Promise<ApiResult<T>> {
  const { method = 'GET', body, messages, redirecting } = request
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers: apiHeaders(request),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      cache: 'no-store',
      redirect: redirecting ? 'manual' : 'follow',
    })
  } catch {
    return { ok: false, error: new ApiFailure(messages.network, 0) }
  }
  // A browser hides a manual redirect behind an opaque answer; elsewhere it is the 3xx itself.
  const redirected =
    response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)
  if (redirecting && redirected)
    return { ok: true, status: response.status, data: null as T, message: null, body: {} }
  // The stored session is over: sign out here, and the page sends the visitor to sign in.
  if (browser && refusedToken(response)) endStoredSession()
  const answer = await readBody(response, redirecting)
  if (response.ok && answer.success !== false)
    return {
      ok: true,
      status: response.status,
      data: (answer.data ?? null) as T,
      message: text(answer.message),
      body: answer,
    }
  const message = text(answer.message) ?? messages.failed(response.status)
  const field = text(answer.field) ?? undefined
  return { ok: false, error: new ApiFailure(message, response.status, field) }
}
