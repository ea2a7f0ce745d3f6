import { ApiError } from '../../http/ApiError'

export const POST_NOT_FOUND = 'Blog post not found.'

/** A post id from the URL: a positive integer (Postgres serial); anything else is not found. */
export function parsePostId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new ApiError(404, POST_NOT_FOUND)
  return id
}
