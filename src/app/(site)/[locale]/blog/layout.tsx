import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * The blog's error page (a client component) reads these BlogList messages: only they, as every
 * page under /blog (each post too) would otherwise carry the whole namespace.
 */
export default async function BlogLayout({ children, params }: Props) {
  // Before ClientMessages reads the locale, so a static page does not read the request's headers.
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages
      namespaces={[
        'BlogList.title',
        'BlogList.serverError',
        'BlogList.networkError',
        'BlogList.tryAgain',
      ]}
    >
      {children}
    </ClientMessages>
  )
}
