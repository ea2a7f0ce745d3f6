import { getTranslations } from 'next-intl/server'

import { ArtistLinks } from '@/components/artists/ArtistLinks'
import styles from '@/components/artists/Directory.module.css'
import { GenreList } from '@/components/artists/GenreList'
import { ProfilePhoto } from '@/components/artists/ProfilePhoto'
import type { PublicVenue } from '@/server/profiles'

import { ResponseFacts } from '@/components/market/ResponseFacts'
import { PaymentRecordFacts } from '@/components/payments/PaymentRecordFacts'

import { VenueGigs } from './VenueGigs'

/**
 * A venue's page: photo, name, facts, description, links and its upcoming gigs. `paymentsOn`:
 * payments go through Sahne, so its payment record is a fact.
 */
export async function VenueDetail({
  venue,
  paymentsOn,
}: {
  venue: PublicVenue
  paymentsOn: boolean
}) {
  const t = await getTranslations('Venues')
  return (
    <article className={styles.detail}>
      <ProfilePhoto
        src={venue.photo}
        alt={venue.name}
        placeholder={t('noPhoto')}
        sizes="(max-width: 700px) 100vw, 320px"
        priority
      />
      <div>
        <h1>{venue.name}</h1>
        <dl className={styles.facts}>
          <dt>{t('city')}</dt>
          <dd>{venue.cityName}</dd>
          {venue.address ? (
            <>
              <dt>{t('address')}</dt>
              <dd>{venue.address}</dd>
            </>
          ) : null}
          {venue.capacity ? (
            <>
              <dt>{t('capacity')}</dt>
              <dd>{t('capacityValue', { count: venue.capacity })}</dd>
            </>
          ) : null}
          {venue.genres.length ? (
            <>
              <dt>{t('genres')}</dt>
              <dd>
                <GenreList genres={venue.genres} />
              </dd>
            </>
          ) : null}
          <ResponseFacts stats={venue} of="venue" />
          <PaymentRecordFacts record={venue.paymentRecord} paymentsOn={paymentsOn} />
        </dl>
        <h2>{t('about')}</h2>
        <p className={styles.text}>{venue.description ?? t('noDescription')}</p>
        <ArtistLinks links={venue.links} />
        <VenueGigs gigs={venue.upcomingGigs} />
      </div>
    </article>
  )
}
