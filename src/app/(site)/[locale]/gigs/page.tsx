import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { toSearchParams, type PageSearchParams } from '@/lib/toSearchParams'

import { GigsList } from './GigsList'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<PageSearchParams> }

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

/** `/gigler` with a query the front's rewrite did not take (src/proxy.ts): rendered per request. */
export default async function GigsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <GigsList search={toSearchParams(await searchParams)} />
}
