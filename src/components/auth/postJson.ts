import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

export type JsonAnswer = { ok: boolean; body: Record<string, unknown> | null }

/**
 * POSTs JSON to the spec's API in the page's language (`<html lang>`); an unparseable answer
 * body is null, a network error throws.
 */
export async function postJson(path: string, payload: unknown): Promise<JsonAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: jsonHeaders(null, document.documentElement.lang),
    body: JSON.stringify(payload),
  })
  return { ok: response.ok, body: await readJsonSafely(response) }
}

/** The server's `message`, when it sent a non-empty one. */
export function serverMessage(body: JsonAnswer['body']): string | null {
  const message = body?.message
  return typeof message === 'string' && message.trim() ? message : null
}
