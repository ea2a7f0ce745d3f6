/** Builds a Request for calling a route handler directly, the way Next.js would. */
export function apiRequest(
  path: string,
  init: {
    method?: string
    body?: unknown
    token?: string
    headers?: Record<string, string>
    rawBody?: string
  } = {},
): Request {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  let body: string | undefined = init.rawBody
  if (init.body !== undefined) {
    body = JSON.stringify(init.body)
    headers.set('content-type', 'application/json')
  }
  return new Request(new URL(path, 'http://localhost'), {
    method: init.method ?? 'GET',
    headers,
    body,
  })
}

/** Route params the way Next.js 16 passes them (a promise). */
export const params = <T extends Record<string, string>>(value: T) => ({
  params: Promise.resolve(value),
})

export async function readBody(
  response: Response,
): Promise<Record<string, unknown> & { success?: boolean; message?: string; data?: unknown }> {
  return (await response.json()) as Record<string, unknown>
}
