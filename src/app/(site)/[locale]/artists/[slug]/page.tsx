import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArtistDetail } from '@/components/artists/ArtistDetail'
import { BusyDaysCalendar } from '@/components/availability/BusyDaysCalendar'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { InviteToGig } from '@/components/market/InviteToGig.client'
import { PlayMyCity } from '@/components/shows/PlayMyCity.client'
import { Link } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { findPublicArtist } from '@/server/profiles'
import { listProfileReviews } from '@/server/market'
import { PressKitSection } from '@/components/presskit/PressKitSection'
import { ReviewsSection } from '@/components/reviews/ReviewsSection'
import type { Locale } from '@/i18n/locales'

// Rendered on first visit, then cached; artist and follow changes expire its read's tag.
export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ locale: Locale; slug: string }> }

const load = (slug: string, locale: Locale) => findPublicArtist(decodeURIComponent(slug), locale)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const artist = await load(slug, locale)
  if (!artist) return {}
  const t = await getTranslations({ locale, namespace: 'Artists' })
  return pageMetadata({
    locale,
    href: { pathname: '/artists/[slug]', params: { slug: artist.slug } },
    title: artist.name,
    description: artist.bio?.slice(0, 160) || t('metaDescription'),
    image: artist.photo ? { url: artist.photo, alt: artist.name } : undefined,
  })
}

export default async function ArtistPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const artist = await load(slug, locale)
  if (!artist) notFound()
  const t = await getTranslations('Artists')
  const reviews = await listProfileReviews('artists', artist.slug, 1)
  return (
    <ClientMessages
      namespaces={[
        'Artists.follow',
        'Artists.followError',
        'Artists.followers',
        'Artists.unfollow',
        'Market2.invite',
        'PressKit.feeRange',
        'PressKit.feeRangeValue',
        'PressKit.loadsFrom',
        'PressKit.play',
        'PressKit.providers',
        'PressKit.rider',
        'PressKit.riderChannel',
        'PressKit.riderEmpty',
        'PressKit.riderHint',
        'PressKit.riderNote',
        'PressKit.riderSource',
        'PressKit.stagePlot',
        'Reviews.keep',
        'Reviews.report',
        'Reviews.reportConfirm',
        'Reviews.reported',
        'Reviews.reporting',
        'Reviews.reportTitle',
        'Shows.playMyCity',
        'Shows.requests',
      ]}
    >
      <>
        <Link href="/artists">{t('backToList')}</Link>
        <ArtistDetail artist={artist} />
        <BusyDaysCalendar busyDays={artist.busyDays} locale={locale} />
        <PressKitSection artist={artist} />
        <ReviewsSection rating={artist.rating} page={reviews} />
        <InviteToGig artistSlug={artist.slug} busyDays={artist.busyDays} />
        <PlayMyCity slug={artist.slug} name={artist.name} counts={artist.cityRequests ?? []} />
      </>
    </ClientMessages>
  )
}
