import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ShowsList } from '@/components/shows/ShowsList'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { toSearchParams, type PageSearchParams } from '@/lib/toSearchParams'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<PageSearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Shows' })
  return pageMetadata({
    locale,
    href: '/shows',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/** `/konserler` with a query the proxy's rewrite did not take (src/proxy.ts): rendered per request. */
export default async function ShowsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <ShowsList search={toSearchParams(await searchParams)} />
}
