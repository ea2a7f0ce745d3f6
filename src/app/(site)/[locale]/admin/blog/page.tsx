import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AdminPostList } from '@/components/admin/AdminPostList.client'
import { adminPageMetadata } from '@/components/admin/adminPageMetadata'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { RequireSession } from '@/components/session/RequireSession.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminPageMetadata((await params).locale, 'list', '/admin/blog')
}

export default async function AdminBlogPage({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <ClientMessages namespaces={['AdminBlog', 'Dates', 'Session']}>
      <RequireSession roles={['admin']}>
        <AdminPostList />
      </RequireSession>
    </ClientMessages>
  )
}
