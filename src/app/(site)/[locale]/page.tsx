import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AudienceSection } from '@/components/home/AudienceSection'
import { ClosingCta } from '@/components/home/ClosingCta'
import { DiscoveryGrid } from '@/components/home/DiscoveryGrid'
import { HomeHero } from '@/components/home/HomeHero'
import { PlatformFeatures } from '@/components/home/PlatformFeatures'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { WeekShows } from '@/components/shows/WeekShows.client'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  const home = await getTranslations({ locale, namespace: 'Home' })
  return pageMetadata({
    locale,
    href: '/',
    title: t('homeTitle'),
    description: t('homeDescription'),
    absoluteTitle: true,
    image: { url: '/images/og/home.jpg', alt: home('socialImageAlt') },
  })
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <>
      <HomeHero />
      <ClientMessages
        namespaces={[
          'Shows.allShows',
          'Shows.comingUp',
          'Shows.goingCount',
          'Shows.pickCity',
          'Shows.thisWeek',
          'Shows.thisWeekEmpty',
        ]}
      >
        <WeekShows />
      </ClientMessages>
      <AudienceSection />
      <PlatformFeatures />
      <DiscoveryGrid />
      <ClosingCta />
    </>
  )
}
