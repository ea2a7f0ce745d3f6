import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

export type ApiAnswer<T = unknown> = {
  ok: boolean
  data: T | null
  message: string | null
  body: Record<string, unknown> | null
}

/** Calls the marketplace API as the signed-in user, in the page's language. */
export async function marketApi<T = unknown>(
  token: string | null,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: jsonHeaders(token, document.documentElement.lang),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    cache: 'no-store',
  })
  const body = await readJsonSafely(response)
  const message = typeof body?.message === 'string' ? body.message : null
  return { ok: response.ok, data: (body?.data as T) ?? null, message, body }
}
