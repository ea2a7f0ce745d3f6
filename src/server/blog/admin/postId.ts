import { ApiError } from '../../http/ApiError'
import { parseRecordId } from '../../http/parseRecordId'

export const POST_NOT_FOUND = 'Blog post not found.'

/** A post id from the URL: a positive integer (Postgres serial); anything else is not found. */
export function parsePostId(raw: string): number {
  const id = parseRecordId(raw)
  if (id === null) throw new ApiError(404, POST_NOT_FOUND)
  return id
}
