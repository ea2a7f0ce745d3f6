import { NextIntlClientProvider } from 'next-intl'
import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { pickMessages, type MessagePath } from '@/i18n/clientMessages'
import type { Locale } from '@/i18n/locales'

type Props = { namespaces: readonly MessagePath[]; children: ReactNode }

/**
 * Gives the client components below it the catalogue namespaces, or groups and messages of one,
 * that they read, besides the frame's (a nested provider replaces the layout's messages rather
 * than adding to them). The page or layout calls `setRequestLocale` first, so a static page reads
 * no request headers.
 */
export async function ClientMessages({ namespaces, children }: Props) {
  const locale = (await getLocale()) as Locale
  return (
    <NextIntlClientProvider messages={pickMessages(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  )
}
