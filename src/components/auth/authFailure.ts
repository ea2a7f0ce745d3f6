import type { ApiResult } from '@/lib/api/apiFetch'

/**
 * What a sign-in form says when it could not go on: the server's message, else the form's own
 * `fallback` (no answer at all, or an answer that said nothing usable).
 */
export function authFailure(answer: ApiResult<unknown>, fallback: string): string {
  if (answer.ok) return answer.message ?? fallback
  return answer.error.status === 0 ? fallback : answer.error.message
}
