import 'server-only'

import type { MessageKey } from '@/server/platform'
import { ApiError } from './ApiError'

/**
 * The body's bytes, counted as they arrive: a body past `limit` is a 413 (`tooLarge`) whether it
 * declares its length or comes chunked or is held open, and the rest of the stream is never read.
 */
export async function readLimitedBody(
  request: Request,
  limit: number,
  tooLarge: MessageKey = 'AuthApi.bodyTooLarge',
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw new ApiError(413, tooLarge)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > limit) {
      // Not awaited: a client holding its body open would hold the answer too.
      void reader.cancel().catch(() => undefined)
      throw new ApiError(413, tooLarge)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as UTF-8 text under `limit` bytes (see readLimitedBody). */
export async function readBodyText(
  request: Request,
  limit: number,
  tooLarge?: MessageKey,
): Promise<string> {
  // Invalid UTF-8 becomes U+FFFD rather than an error: the JSON or schema check then decides.
  return new TextDecoder().decode(await readLimitedBody(request, limit, tooLarge))
}
