import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * The gig's not-found page (a client component) reads these Gigs messages: only they, as every
 * gig page's payload would otherwise carry the whole namespace for a page it rarely shows.
 */
export default async function GigLayout({ children, params }: Props) {
  // Before ClientMessages reads the locale, so a static page does not read the request's headers.
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages namespaces={['Gigs.notFound', 'Gigs.notFoundText', 'Gigs.backToList']}>
      {children}
    </ClientMessages>
  )
}
