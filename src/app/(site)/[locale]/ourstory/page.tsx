import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JoinCall } from '@/components/story/JoinCall'
import { StoryChapters } from '@/components/story/StoryChapters'
import { StoryHeader } from '@/components/story/StoryHeader'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Story' })
  return pageMetadata({
    locale,
    href: '/ourstory',
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: { url: '/images/discover/saxophonist.webp', alt: t('imageAlt') },
  })
}

export default async function StoryPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <>
      <StoryHeader />
      <StoryChapters />
      <JoinCall />
    </>
  )
}
