import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import { GigsList } from './GigsList'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Gigs' })
  return pageMetadata({
    locale,
    href: '/gigs',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

const toSearch = (params: SearchParams) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )

/** `/gigler` with a query the front's rewrite did not take (src/proxy.ts): rendered per request. */
export default async function GigsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <GigsList search={toSearch(await searchParams)} />
}
