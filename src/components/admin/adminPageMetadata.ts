import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Screen = 'list' | 'create' | 'edit'

type Href = Parameters<typeof pageMetadata>[0]['href']

/** Admin screens' titles in the page's language; never indexed. */
export async function adminPageMetadata(
  locale: Locale,
  screen: Screen,
  href: Href,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'AdminBlog' })
  return pageMetadata({
    locale,
    href,
    title: t(`${screen}Title`),
    description: t(`${screen}Description`),
    noIndex: true,
  })
}
