'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'
import { ApiFailure } from '@/lib/api/ApiFailure'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'

import { PostForm } from './PostForm.client'
import { toFormValues, type PostFormValues } from './postFormValues'

/** /admin/blog/edit/{id}: loads the post (failure: toast, back to the list) and saves it. */
export function EditPost({ id }: { id: string }) {
  const t = useTranslations('AdminBlog')
  const { token } = useSession()
  const router = useRouter()
  const send = useSend()
  const path = `/api/blogs/admin/${encodeURIComponent(id)}`
  const post = useApi<Record<string, unknown> | null>(path)
  const missing = post.answer !== undefined && !post.data

  useEffect(() => {
    if (!token) {
      rememberRedirect(window.location.pathname)
      return router.replace('/login')
    }
    if (!post.error && !missing) return
    const status = post.error?.status
    toast.error(
      missing || status === 404
        ? t('notFound')
        : status === 0
          ? t('genericError')
          : t('loadFailed'),
    )
    router.replace('/admin/blog')
  }, [token, post.error, missing, router, t])

  async function update(next: PostFormValues) {
    const answer = await send(path, { method: 'PUT', body: next })
    if (!answer.ok) {
      const { status } = answer.error
      if (status === 401) return new ApiFailure(t('authRequired'), 401)
      if (status === 404) return new ApiFailure(t('notFound'), 404)
      return answer.error
    }
    void revalidateApi(path, '/api/blogs/admin/all')
    toast.success(t('updateSuccess'))
    return null
  }

  if (!post.data)
    return (
      <p className="status-message" role="status">
        {t('loading')}
      </p>
    )
  return (
    <PostForm
      initialValues={toFormValues(post.data)}
      contentRows={10}
      submitLabel={t('update')}
      submittingLabel={t('updating')}
      onSubmit={update}
    />
  )
}
