import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/seo/siteUrl'
import type { GigDetail } from '@/server/market'

/** schema.org MusicEvent of a show: performers, place, start and, with a ticket link, an offer. */
export function ShowJsonLd({ gig, locale }: { gig: GigDetail; locale: Locale }) {
  const artistUrl = (slug: string) =>
    `${siteUrl()}${getPathname({ locale, href: { pathname: '/artists/[slug]', params: { slug } } })}`
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: gig.title,
    startDate: gig.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${siteUrl()}${getPathname({ locale, href: { pathname: '/gigs/[id]', params: { id: String(gig.id) } } })}`,
    // The gig's own picture, else its venue's or genre's: a site path made absolute.
    image: gig.picture.startsWith('/') ? `${siteUrl()}${gig.picture}` : gig.picture,
    location: {
      '@type': 'Place',
      name: gig.venue || gig.city,
      address: { '@type': 'PostalAddress', addressLocality: gig.city, addressCountry: 'TR' },
    },
    performer: gig.lineup.map((artist) => ({
      '@type': 'MusicGroup',
      name: artist.name,
      ...(artist.slug ? { url: artistUrl(artist.slug) } : {}),
    })),
    ...(gig.ticketUrl ? { offers: { '@type': 'Offer', url: gig.ticketUrl } } : {}),
  }
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with '<' escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
