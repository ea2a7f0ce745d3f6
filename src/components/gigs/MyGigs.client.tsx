'use client'

import { useFormatter, useNow, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import { shownGigStatus } from '@/lib/market/shownGigStatus'
import type { PublicGig } from '@/server/market'

import styles from './MyGigs.module.css'

/**
 * "My gigs" on the profile page, for organizers and admins: each gig with its date and status and
 * a link to edit it. The session lives in the browser, so the list is read here with its token.
 */
export function MyGigs() {
  const t = useTranslations('GigForm')
  const market = useTranslations('Market')
  const format = useFormatter()
  const now = useNow().getTime()
  const { user } = useSession()
  const organizer = user?.role === 'organizer' || user?.role === 'admin'
  const { data, error } = useApi<PublicGig[]>(organizer ? '/api/me/gigs' : null)
  // A failed read shows the empty list, as before.
  const gigs = error ? [] : (data ?? null)

  if (!organizer) return null
  return (
    <section className={styles.section} aria-labelledby="my-gigs-title">
      <h2 id="my-gigs-title">{t('myGigs')}</h2>
      <Link href="/create-gig" className="button small">
        {t('createTitle')}
      </Link>
      {gigs && gigs.length === 0 ? <p>{t('myGigsEmpty')}</p> : null}
      <ul className={styles.list}>
        {(gigs ?? []).map((gig) => (
          <li key={gig.id}>
            <Link href={{ pathname: '/gigs/[id]', params: { id: String(gig.id) } }}>
              {gig.title}
            </Link>{' '}
            <time dateTime={gig.date}>
              {format.dateTime(new Date(gig.date), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>{' '}
            <span className={styles.status}>{market(`gigStatus.${shownGigStatus(gig, now)}`)}</span>{' '}
            <Link href={{ pathname: '/gigs/[id]/edit', params: { id: String(gig.id) } }}>
              {t('edit')}
              <span className="visually-hidden">: {gig.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
