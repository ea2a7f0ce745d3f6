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

/** `Authorization: Bearer …` plus JSON content type, for the spec's authenticated calls. */
export function jsonHeaders(token?: string | null): HeadersInit {
  return {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  }
}
