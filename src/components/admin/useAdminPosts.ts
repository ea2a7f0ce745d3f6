'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import type { ApiSuccess } from '@/lib/api/apiFetch'
import { TOKEN_KEY } from '@/lib/session/sessionUser'

import { ADMIN_PAGE_SIZE, type AdminListAnswer, type AdminPostRow } from './adminPostTypes'

/** The list and delete read the token from local storage at call time (SPEC 6). */
const storedToken = () => (typeof window === 'undefined' ? null : localStorage.getItem(TOKEN_KEY))

/** One page of the admin list, and deleting a post from it (the row goes, the total drops). */
export function useAdminPosts(page: number) {
  const t = useTranslations('AdminBlog')
  const send = useSend()
  const token = storedToken()
  const list = useApi<AdminPostRow[]>(
    token ? `/api/blogs/admin/all?page=${page}&limit=${ADMIN_PAGE_SIZE}` : null,
  )
  const body = list.answer?.body as AdminListAnswer | undefined
  const posts = list.data ?? []
  const { mutate } = list

  /** Deletes a post; resolves to an error message, or null when it is gone. */
  const deletePost = useCallback(
    async (id: AdminPostRow['_id']): Promise<string | null> => {
      if (!storedToken()) return t('tokenMissing')
      const answer = await send(`/api/blogs/admin/${id}`, { method: 'DELETE' })
      if (!answer.ok) return answer.error.message
      // The page keeps its other rows (no row moves up from the next page) and counts one less.
      await mutate(
        (current: ApiSuccess<AdminPostRow[]> | undefined) =>
          current && {
            ...current,
            data: current.data.filter((post) => post._id !== id),
            body: { ...current.body, ...lessOne(current.body as AdminListAnswer) },
          },
        { revalidate: false },
      )
      return null
    },
    [t, send, mutate],
  )

  return {
    posts,
    total: body?.pagination?.total ?? body?.total ?? posts.length,
    pages: body?.pagination?.pages ?? body?.pages ?? 1,
    error: token ? (list.error?.message ?? null) : t('tokenMissing'),
    loading: Boolean(token) && !list.answer && !list.error,
    deletePost,
  }
}

/** The answer's total, one less, wherever the answer keeps it. */
function lessOne(body: AdminListAnswer): Partial<AdminListAnswer> {
  if (body.pagination?.total !== undefined)
    return { pagination: { ...body.pagination, total: Math.max(0, body.pagination.total - 1) } }
  return body.total === undefined ? {} : { total: Math.max(0, body.total - 1) }
}
