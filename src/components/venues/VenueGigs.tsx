import { getFormatter, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { PublicGig } from '@/server/market'
import { TIME_ZONE } from '@/i18n/locales'

/** The venue's upcoming gigs, each dated (Istanbul time) and linked to its page. */
export async function VenueGigs({ gigs }: { gigs: PublicGig[] }) {
  const t = await getTranslations('Venues')
  const format = await getFormatter()
  return (
    <section>
      <h2>{t('upcomingGigs')}</h2>
      {gigs.length === 0 ? (
        <p>{t('noUpcomingGigs')}</p>
      ) : (
        <ul>
          {gigs.map((gig) => (
            <li key={gig.id}>
              <Link href={{ pathname: '/gigs/[id]', params: { id: String(gig.id) } }}>
                {gig.title}
              </Link>{' '}
              <time dateTime={gig.date}>
                {format.dateTime(new Date(gig.date), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: TIME_ZONE,
                })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
