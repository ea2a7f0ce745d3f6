import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

import type { PostFormValues } from './postFormValues'

export type SendResult = { ok: true } | { ok: false; status: number; message?: string }

/** POST /api/blogs or PUT /api/blogs/admin/{id} with the session's bearer token. */
export async function sendPost(
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  values: PostFormValues,
): Promise<SendResult> {
  const response = await fetch(url, {
    method,
    headers: jsonHeaders(token),
    body: JSON.stringify(values),
  })
  const body = await readJsonSafely<{ success?: boolean; message?: string }>(response)
  if (response.ok && body?.success !== false) return { ok: true }
  return { ok: false, status: response.status, message: body?.message }
}
