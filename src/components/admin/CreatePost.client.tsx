'use client'

import { useTranslations } from 'next-intl'
import { toast } from 'react-toastify'

import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'

import { PostForm } from './PostForm.client'
import { EMPTY_POST_FORM, type PostFormValues } from './postFormValues'
import { sendPost } from './sendPost'

/** /admin/blog/create: a new post (draft by default); back to the list once it exists. */
export function CreatePost() {
  const t = useTranslations('AdminBlog')
  const { token } = useSession()
  const router = useRouter()

  async function create(values: PostFormValues) {
    if (!token) return t('authRequired')
    const result = await sendPost('POST', '/api/blogs', token, values)
    if (!result.ok) {
      // The server's wording, except where the page's language has its own.
      if (result.status === 401) return t('authRequired')
      return result.message || t('createFailed')
    }
    toast.success(t('createSuccess'))
    router.push('/admin/blog')
    return null
  }

  return (
    <PostForm
      initialValues={EMPTY_POST_FORM}
      contentRows={15}
      submitLabel={t('create')}
      submittingLabel={t('creating')}
      onSubmit={create}
    />
  )
}
