import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

import type { PublicComment } from './commentTree'

export type CommentRequest = {
  blogPost: number
  parentComment: number | null
  text: string
  authorName?: string
  authorEmail?: string
}

export type CommentAnswer =
  | { ok: true; message: string | null; comment: PublicComment | null; pending: boolean }
  | { ok: false; status: number; message: string | null }

/**
 * POST /api/comments. The bearer token (when signed in) tells the server who is writing; the
 * `locale` asks for its messages in the page's language.
 */
export async function postComment(
  input: CommentRequest,
  { token, locale }: { token: string | null; locale: string },
): Promise<CommentAnswer> {
  const response = await fetch(`/api/comments?locale=${locale}`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify(input),
  })
  const body = await readJsonSafely<{
    message?: unknown
    data?: PublicComment
    pending?: unknown
  }>(response)
  const message = typeof body?.message === 'string' && body.message ? body.message : null
  if (!response.ok) return { ok: false, status: response.status, message }
  return { ok: true, message, comment: body?.data ?? null, pending: body?.pending === true }
}
