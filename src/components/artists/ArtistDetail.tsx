import { getLocale, getTranslations } from 'next-intl/server'

import { ResponseFacts } from '@/components/market/ResponseFacts'

import { FollowButton } from '@/components/follows/FollowButton.client'
import type { PublicArtist } from '@/server/profiles'

import { ArtistLinks } from './ArtistLinks'
import styles from './Directory.module.css'
import { GenreList } from './GenreList'
import { ProfilePhoto } from './ProfilePhoto'

/** An artist's page: photo, name, facts, followers with Follow, bio and links. */
export async function ArtistDetail({ artist }: { artist: PublicArtist }) {
  const t = await getTranslations('Artists')
  const market = await getTranslations('Market')
  const locale = await getLocale()
  return (
    <article className={styles.detail}>
      <ProfilePhoto
        src={artist.photo}
        alt={artist.name}
        placeholder={t('noPhoto')}
        sizes="(max-width: 700px) 100vw, 320px"
        priority
      />
      <div>
        <h1>{artist.name}</h1>
        <dl className={styles.facts}>
          <dt>{t('city')}</dt>
          <dd>{artist.cityName}</dd>
          {artist.genres.length ? (
            <>
              <dt>{t('genres')}</dt>
              <dd>
                <GenreList genres={artist.genres} />
              </dd>
            </>
          ) : null}
          {artist.actType ? (
            <>
              <dt>{t('actType')}</dt>
              <dd>{market(`actTypes.${artist.actType as 'solo'}`)}</dd>
            </>
          ) : null}
          <ResponseFacts stats={artist} of="artist" />
        </dl>
        <div className={styles.follow}>
          <FollowButton slug={artist.slug} initialCount={artist.followerCount} locale={locale} />
        </div>
        <h2>{t('bio')}</h2>
        <p className={styles.text}>{artist.bio ?? t('noBio')}</p>
        <ArtistLinks links={artist.links} />
      </div>
    </article>
  )
}
