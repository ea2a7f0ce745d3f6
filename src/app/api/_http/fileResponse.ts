import 'server-only'

import type { UploadedFile } from '@/server/platform'
import { holdsEtag } from './holdsEtag'

/** Not `immutable`: a file name can be uploaded again. Fresh for an hour, then revalidated. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

/** An uploaded SVG opened on its own must not run scripts on the site's origin. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Size and modification time: a file written again under the same name gets a new tag. */
const etagOf = (file: UploadedFile) =>
  `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}"`

/** The file as a streamed answer with its type, length and ETag; 304 when the client has it. */
export function fileResponse(request: Request, file: UploadedFile): Response {
  const etag = etagOf(file)
  const headers = new Headers({ etag, 'cache-control': CACHE_CONTROL })
  if (holdsEtag(request, etag)) return new Response(null, { status: 304, headers })
  headers.set('content-type', file.mimeType)
  headers.set('content-length', String(file.size))
  headers.set('content-security-policy', FILE_CSP)
  return new Response(request.method === 'HEAD' ? null : file.open(), { headers })
}
