'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { Link, useRouter } from '@/i18n/navigation'
import { TOKEN_KEY } from '@/lib/session/sessionUser'

import styles from './AdminCardActions.module.css'

/** Edit and Delete on a blog card, for admins only (the API checks the role again). */
export function AdminCardActions({ id, title }: { id: number; title: string }) {
  const t = useTranslations('BlogCard')
  const { user } = useSession()
  const router = useRouter()
  const send = useSend()
  const [deleting, setDeleting] = useState(false)

  if (user?.role !== 'admin') return null

  async function deletePost() {
    if (!window.confirm(t('confirmDelete'))) return
    // The spec's public delete reads the token from local storage, not from the session state.
    const token = localStorage.getItem(TOKEN_KEY)
    if (!token) {
      toast.error(t('authRequired'))
      return
    }
    setDeleting(true)
    const answer = await send(`/api/blogs/${id}`, { method: 'DELETE', token })
    setDeleting(false)
    if (!answer.ok) return void toast.error(answer.error.message)
    toast.success(t('deleteSuccess'))
    router.refresh()
  }

  return (
    <div className={styles.actions}>
      <Link
        href={{ pathname: '/admin/blog/edit/[id]', params: { id: String(id) } }}
        className="button secondary small"
        aria-label={t('editLabel', { title })}
      >
        {t('edit')}
      </Link>
      <button
        type="button"
        className="button danger small"
        onClick={deletePost}
        disabled={deleting}
        aria-label={t('deleteLabel', { title })}
      >
        {deleting ? t('deleting') : t('delete')}
      </button>
    </div>
  )
}
