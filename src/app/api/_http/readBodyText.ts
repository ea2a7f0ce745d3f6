import 'server-only'

import { ApiError } from './ApiError'

/**
 * The body as UTF-8 text, counting bytes as they arrive: a body past `limit` is a 413 whether it
 * declares its length or comes chunked, and the rest of the stream is never read.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw new ApiError(413, 'AuthApi.bodyTooLarge')
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > limit) {
      await reader.cancel().catch(() => undefined)
      throw new ApiError(413, 'AuthApi.bodyTooLarge')
    }
    chunks.push(value)
  }
  // Invalid UTF-8 becomes U+FFFD rather than an error: the JSON or schema check then decides.
  return new TextDecoder().decode(Buffer.concat(chunks))
}
