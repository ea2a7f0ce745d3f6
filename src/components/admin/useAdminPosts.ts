'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'
import { TOKEN_KEY } from '@/lib/session/sessionUser'

import { ADMIN_PAGE_SIZE, type AdminListAnswer, type AdminPostRow } from './adminPostTypes'

type ListState = {
  /** The page these rows belong to; another page is loading while it differs. */
  page: number
  posts: AdminPostRow[]
  total: number
  pages: number
  error: string | null
}

type Translate = ReturnType<typeof useTranslations<'AdminBlog'>>

/** The list and delete read the token from local storage at call time (SPEC 6). */
const storedToken = () => localStorage.getItem(TOKEN_KEY)

/** GET one page of the admin list; failures come back as the message to show. */
async function loadPage(page: number, t: Translate, signal: AbortSignal): Promise<ListState> {
  const empty = { page, posts: [], total: 0, pages: 1 }
  const token = storedToken()
  if (!token) return { ...empty, error: t('tokenMissing') }
  try {
    const response = await fetch(`/api/blogs/admin/all?page=${page}&limit=${ADMIN_PAGE_SIZE}`, {
      headers: jsonHeaders(token),
      signal,
    })
    const body = await readJsonSafely<AdminListAnswer>(response)
    if (!response.ok || !body?.success)
      return { ...empty, error: body?.message || t('fetchFailed', { status: response.status }) }
    const posts = body.data ?? []
    return {
      page,
      posts,
      total: body.pagination?.total ?? body.total ?? posts.length,
      pages: body.pagination?.pages ?? body.pages ?? 1,
      error: null,
    }
  } catch (error) {
    return { ...empty, error: error instanceof Error ? error.message : t('genericError') }
  }
}

/** One page of the admin list, and deleting a post from it (the row goes, the total drops). */
export function useAdminPosts(page: number) {
  const t = useTranslations('AdminBlog')
  const [state, setState] = useState<ListState>({
    page: 0,
    posts: [],
    total: 0,
    pages: 1,
    error: null,
  })

  useEffect(() => {
    const controller = new AbortController()
    loadPage(page, t, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next)
    })
    return () => controller.abort()
  }, [page, t])

  /** Deletes a post; resolves to an error message, or null when it is gone. */
  const deletePost = useCallback(
    async (id: AdminPostRow['_id']): Promise<string | null> => {
      const token = storedToken()
      if (!token) return t('tokenMissing')
      const response = await fetch(`/api/blogs/admin/${id}`, {
        method: 'DELETE',
        headers: jsonHeaders(token),
      })
      const body = await readJsonSafely<{ success?: boolean; message?: string }>(response)
      if (!response.ok || body?.success === false)
        return body?.message || t('deleteFailed', { status: response.status })
      setState((s) => ({
        ...s,
        posts: s.posts.filter((post) => post._id !== id),
        total: Math.max(0, s.total - 1),
      }))
      return null
    },
    [t],
  )

  return { ...state, loading: state.page !== page, deletePost }
}
