import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** The gig's not-found page (a client component) reads the Gigs messages. */
export default async function GigLayout({ children, params }: Props) {
  // Before ClientMessages reads the locale, so a static page does not read the request's headers.
  setRequestLocale((await params).locale as Locale)
  return <ClientMessages namespaces={['Gigs']}>{children}</ClientMessages>
}
