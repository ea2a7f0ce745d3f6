'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'

import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'
import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'

import { PostForm } from './PostForm.client'
import { toFormValues, type PostFormValues } from './postFormValues'
import { sendPost } from './sendPost'

type LoadAnswer = { success?: boolean; message?: string; data?: Record<string, unknown> }

/** /admin/blog/edit/{id}: loads the post (failure: toast, back to the list) and saves it. */
export function EditPost({ id }: { id: string }) {
  const t = useTranslations('AdminBlog')
  const { token } = useSession()
  const router = useRouter()
  const [values, setValues] = useState<PostFormValues | null>(null)

  useEffect(() => {
    if (!token) {
      rememberRedirect(window.location.pathname)
      return router.replace('/login')
    }
    const controller = new AbortController()
    const leave = (message: string) => {
      toast.error(message)
      router.replace('/admin/blog')
    }
    fetch(`/api/blogs/admin/${encodeURIComponent(id)}`, {
      headers: jsonHeaders(token),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = await readJsonSafely<LoadAnswer>(response)
        if (response.status === 404) return leave(t('notFound'))
        if (!response.ok || !body?.success) return leave(t('loadFailed'))
        if (!body.data) return leave(t('notFound'))
        setValues(toFormValues(body.data))
      })
      .catch(() => {
        if (!controller.signal.aborted) leave(t('genericError'))
      })
    return () => controller.abort()
  }, [id, token, router, t])

  async function update(next: PostFormValues) {
    if (!token) return t('authRequired')
    const result = await sendPost('PUT', `/api/blogs/admin/${encodeURIComponent(id)}`, token, next)
    if (!result.ok) {
      if (result.status === 401) return t('authRequired')
      if (result.status === 404) return t('notFound')
      return result.message || t('updateFailed')
    }
    toast.success(t('updateSuccess'))
    return null
  }

  if (!values)
    return (
      <p className="status-message" role="status">
        {t('loading')}
      </p>
    )
  return (
    <PostForm
      initialValues={values}
      contentRows={10}
      submitLabel={t('update')}
      submittingLabel={t('updating')}
      onSubmit={update}
    />
  )
}
