import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/seo/siteUrl'
import type { ShowDetail } from '@/server/market'

/** schema.org MusicEvent of a show's page: performers, place, start and, with tickets, an offer. */
export function ShowJsonLd({ show, locale }: { show: ShowDetail; locale: Locale }) {
  const artistUrl = (slug: string) =>
    `${siteUrl()}${getPathname({ locale, href: { pathname: '/artists/[slug]', params: { slug } } })}`
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: show.title,
    startDate: show.date,
    ...(show.doorsAt ? { doorTime: show.doorsAt } : {}),
    eventStatus: show.cancelled
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${siteUrl()}${getPathname({ locale, href: { pathname: '/shows/[id]', params: { id: String(show.id) } } })}`,
    // The gig's own picture, else its venue's or genre's: a site path made absolute.
    image: show.picture.startsWith('/') ? `${siteUrl()}${show.picture}` : show.picture,
    location: {
      '@type': 'Place',
      name: show.venue?.name || show.city,
      address: {
        '@type': 'PostalAddress',
        ...(show.venue?.address ? { streetAddress: show.venue.address } : {}),
        addressLocality: show.city,
        addressCountry: 'TR',
      },
    },
    performer: show.lineup.map((artist) => ({
      '@type': 'MusicGroup',
      name: artist.name,
      ...(artist.slug ? { url: artistUrl(artist.slug) } : {}),
    })),
    ...(show.ticketUrl ? { offers: { '@type': 'Offer', url: show.ticketUrl } } : {}),
  }
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with '<' escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
