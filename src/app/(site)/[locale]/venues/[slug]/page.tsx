import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { VenueDetail } from '@/components/venues/VenueDetail'
import { Link } from '@/i18n/navigation'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { ShowList } from '@/components/presskit/ShowList'
import { ReviewsSection } from '@/components/reviews/ReviewsSection'
import { listProfileReviews } from '@/server/market'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { findPublicVenue } from '@/server/profiles'
import { paymentSettings } from '@/server/payments'
import type { Locale } from '@/i18n/locales'

// Rendered on first visit, then cached; venue and gig changes expire its read's tag (the hour
// is a ceiling, so a gig that has started leaves the upcoming list within it).
export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ locale: Locale; slug: string }> }

const load = (slug: string, locale: Locale) => findPublicVenue(decodeURIComponent(slug), locale)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const venue = await load(slug, locale)
  if (!venue) return {}
  const t = await getTranslations({ locale, namespace: 'Venues' })
  return pageMetadata({
    locale,
    href: { pathname: '/venues/[slug]', params: { slug: venue.slug } },
    title: venue.name,
    description: venue.description?.slice(0, 160) || t('metaDescription'),
    image: venue.photo ? { url: venue.photo, alt: venue.name } : undefined,
  })
}

export default async function VenuePage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const venue = await load(slug, locale)
  if (!venue) notFound()
  const t = await getTranslations('Venues')
  const kit = await getTranslations('PressKit')
  const reviews = await listProfileReviews('venues', venue.slug, 1)
  return (
    <ClientMessages
      namespaces={[
        'Reviews.keep',
        'Reviews.report',
        'Reviews.reportConfirm',
        'Reviews.reported',
        'Reviews.reporting',
        'Reviews.reportTitle',
      ]}
    >
      <>
        <Link href="/venues">{t('backToList')}</Link>
        <VenueDetail venue={venue} paymentsOn={paymentSettings() !== null} />
        <ShowList
          title={kit('upcomingShows')}
          empty={kit('noUpcomingShows')}
          shows={venue.upcomingShows}
          showVenue={false}
        />
        <ReviewsSection rating={venue.rating} page={reviews} />
      </>
    </ClientMessages>
  )
}
