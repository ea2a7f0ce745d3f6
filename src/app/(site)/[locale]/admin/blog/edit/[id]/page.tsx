import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AdminPageHeader } from '@/components/admin/AdminPageHeader'
import { adminPageMetadata } from '@/components/admin/adminPageMetadata'
import { EditPost } from '@/components/admin/EditPost.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { RequireSession } from '@/components/session/RequireSession.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  return adminPageMetadata(locale, 'edit', { pathname: '/admin/blog/edit/[id]', params: { id } })
}

export default async function AdminEditPostPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  return (
    <ClientMessages namespaces={['AdminBlog', 'BlogCategories', 'Session']}>
      <RequireSession roles={['admin']}>
        <AdminPageHeader screen="edit" />
        <EditPost id={id} />
      </RequireSession>
    </ClientMessages>
  )
}
