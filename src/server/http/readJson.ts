import type { z } from 'zod'

import { ApiError } from './ApiError'

export const MAX_BODY_BYTES = 100 * 1024

/**
 * Reads a JSON body of at most 100 KB and validates it: 413 when too large, 400 for malformed
 * JSON or for the first schema violation (its message is the spec's wording).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, 'Request body is too large.')
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new ApiError(413, 'Request body is too large.')
  let body: unknown
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    throw new ApiError(400, 'Malformed JSON body.')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request body.')
  return parsed.data
}
