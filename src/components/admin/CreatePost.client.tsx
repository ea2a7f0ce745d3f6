'use client'

import { useTranslations } from 'next-intl'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { useRouter } from '@/i18n/navigation'
import { ApiFailure } from '@/lib/api/ApiFailure'

import { PostForm } from './PostForm.client'
import { EMPTY_POST_FORM, type PostFormValues } from './postFormValues'

/** /admin/blog/create: a new post (draft by default); back to the list once it exists. */
export function CreatePost() {
  const t = useTranslations('AdminBlog')
  const send = useSend()
  const router = useRouter()

  async function create(values: PostFormValues) {
    const result = await send('/api/blogs', { body: values })
    if (!result.ok) {
      // The server's wording, except where the page's language has its own.
      if (result.error.status === 401) return new ApiFailure(t('authRequired'), 401)
      return result.error
    }
    void revalidateApi('/api/blogs/admin/all')
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
