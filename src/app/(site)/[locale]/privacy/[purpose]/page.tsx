import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NoticePage } from '@/components/legal/NoticePage'
import type { Locale } from '@/i18n/locales'
import { NOTICE_PURPOSES, noticePurposeOf, noticeSlug } from '@/lib/legal/purposes'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { noticeText } from '@/server/legal'

type Props = { params: Promise<{ locale: Locale; purpose: string }> }

export const generateStaticParams = ({ params }: { params: { locale: Locale } }) =>
  NOTICE_PURPOSES.map((purpose) => ({ purpose: noticeSlug(params.locale, purpose) }))
export const dynamicParams = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, purpose: slug } = await params
  const purpose = noticePurposeOf(locale, slug)
  if (!purpose) return {}
  const t = await getTranslations({ locale, namespace: 'Legal' })
  return pageMetadata({
    locale,
    href: (target) => ({
      pathname: '/privacy/[purpose]',
      params: { purpose: noticeSlug(target, purpose) },
    }),
    title: noticeText(locale, purpose).title,
    description: t('metaDescription'),
  })
}

/** The privacy notice (aydınlatma metni) of one purpose, KVKK art. 10. */
export default async function PurposeNoticePage({ params }: Props) {
  const { locale, purpose: slug } = await params
  const purpose = noticePurposeOf(locale, slug)
  if (!purpose) notFound()
  setRequestLocale(locale)
  const titles = Object.fromEntries(
    NOTICE_PURPOSES.map((other) => [other, noticeText(locale, other).title]),
  ) as Record<(typeof NOTICE_PURPOSES)[number], string>
  return <NoticePage purpose={purpose} notice={noticeText(locale, purpose)} titles={titles} />
}
