'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

/** 'Create New Post' for admins; nobody else sees it. */
export function CreatePostLink() {
  const t = useTranslations('BlogList')
  const { user } = useSession()
  if (user?.role !== 'admin') return null
  return (
    <Link href="/admin/blog/create" className="button">
      {t('createNewPost')}
    </Link>
  )
}
