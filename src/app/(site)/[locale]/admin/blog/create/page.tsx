import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AdminPageHeader } from '@/components/admin/AdminPageHeader'
import { adminPageMetadata } from '@/components/admin/adminPageMetadata'
import { CreatePost } from '@/components/admin/CreatePost.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { RequireSession } from '@/components/session/RequireSession.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminPageMetadata((await params).locale, 'create', '/admin/blog/create')
}

export default async function AdminCreatePostPage({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <ClientMessages namespaces={['AdminBlog', 'BlogCategories', 'Session']}>
      <RequireSession roles={['admin']}>
        <AdminPageHeader screen="create" />
        <CreatePost />
      </RequireSession>
    </ClientMessages>
  )
}
