import 'server-only'

import { MAX_PHOTO_BYTES } from '@/server/people'

import { ApiError } from './ApiError'
import { readLimitedBody } from './readBodyText'

// Room for the multipart envelope around a 5 MB file.
const MAX_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024

/**
 * The bytes of a multipart upload's `file` field, counted while they stream (a chunked or
 * held-open body stops at the limit with a 413 at once); 400 without a file.
 */
export async function readUploadedFile(request: Request): Promise<Buffer> {
  const body = await readLimitedBody(request, MAX_REQUEST_BYTES, 'ProfileApi.photo.tooLarge')
  const form = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: new Uint8Array(body),
  })
  const file = await form.formData().then(
    (form) => form.get('file'),
    () => null,
  )
  if (!(file instanceof File)) throw new ApiError(400, 'ProfileApi.photo.missing')
  return Buffer.from(await file.arrayBuffer())
}
