import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { VenueDetail } from '@/components/venues/VenueDetail'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { findVenue } from '@/server/venues/findVenue'
import { appPayload } from '@/server/payload/appPayload'

// Upcoming gigs change as dates pass: render on each request.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

const load = async (slug: string, locale: Locale) =>
  findVenue(await appPayload(), decodeURIComponent(slug), locale)

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
  return (
    <>
      <Link href="/venues">{t('backToList')}</Link>
      <VenueDetail venue={venue} />
    </>
  )
}
