/** The JSON body of an answer, or null when there is none or it does not parse. */
export async function readJsonSafely<T = Record<string, unknown>>(
  response: Response,
): Promise<T | null> {
  try {
    return (await response.json()) as T
  } catch {
    return null
  }
}

/**
 * JSON content type, `Authorization: Bearer …` for the spec's authenticated calls, and the page's
 * language so the API's error messages come back in it.
 */
export function jsonHeaders(token?: string | null, locale?: string): HeadersInit {
  return {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(locale ? { 'Accept-Language': locale } : {}),
  }
}
