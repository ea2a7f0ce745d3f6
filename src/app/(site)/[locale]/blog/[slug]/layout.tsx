import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * The post's error and not-found pages (client components) read these BlogPost messages: only
 * they, as every post's payload would otherwise carry the whole namespace.
 */
export default async function PostLayout({ children, params }: Props) {
  // Before ClientMessages reads the locale, so a static page does not read the request's headers.
  setRequestLocale((await params).locale as Locale)
  return (
    <ClientMessages
      namespaces={[
        'BlogPost.fetchFailed',
        'BlogPost.fetchFailedText',
        'BlogPost.tryAgain',
        'BlogPost.backToBlog',
        'BlogPost.notFound',
        'BlogPost.notFoundText',
      ]}
    >
      {children}
    </ClientMessages>
  )
}
