import { listPublicPostComments } from '@/server/blog'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { parseRecordId } from '@/lib/parseRecordId'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'

type Context = { params: Promise<{ blogId: string }> }

/** GET /api/comments/blog/{blogId}: a published post's approved comments, replies nested. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  // A malformed id is answered before the cache, so it never becomes a cache entry.
  const postId = parseRecordId((await params).blogId)
  const comments = postId === null ? null : await listPublicPostComments(postId)
  if (!comments) throw new ApiError(404, 'BlogApi.postNotFound')
  return cacheableSuccess(request, comments, requestMessage(request, 'CommentsApi.listed'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
