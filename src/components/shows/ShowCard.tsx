import { getFormatter, getTranslations } from 'next-intl/server'

import { GigImage } from '@/components/gigs/GigImage'
import gigStyles from '@/components/gigs/Gigs.module.css'
import { Link } from '@/i18n/navigation'
import type { PublicShow } from '@/server/market'

import { Lineup } from './Lineup'
import styles from './Shows.module.css'

/** A show in a list: picture, title, when and where, lineup, going count and its page. */
export async function ShowCard({ show }: { show: PublicShow }) {
  const t = await getTranslations('Shows')
  const format = await getFormatter()
  return (
    <li className={`card ${gigStyles.card}`} data-testid="show-card">
      <GigImage
        src={show.picture}
        alt={show.title}
        placeholder={show.title}
        sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 360px"
      />
      <div className={gigStyles.cardBody}>
        <h2>{show.title}</h2>
        <p className={gigStyles.meta}>
          <time dateTime={show.date}>
            {format.dateTime(new Date(show.date), {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </time>
          {' · '}
          {show.city}
          {show.venue ? ` · ${show.venue}` : null}
        </p>
        <Lineup artists={show.lineup} />
        <p className={styles.going}>{t('goingCount', { count: show.goingCount })}</p>
        <Link
          href={{ pathname: '/shows/[id]', params: { id: String(show.id) } }}
          className="button small"
        >
          {t('details')}
          <span className="visually-hidden">: {show.title}</span>
        </Link>
      </div>
    </li>
  )
}
