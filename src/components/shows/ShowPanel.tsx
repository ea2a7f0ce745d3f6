import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { GigDetail } from '@/server/market'

import { GoingButton } from './GoingButton.client'
import { Lineup } from './Lineup'
import { ShowJsonLd } from './ShowJsonLd'
import styles from './Shows.module.css'

/** Read when the (cached) page renders; the server refuses a late mark in any case. */
const hasStarted = (date: string) => Date.parse(date) <= Date.now()

/** What a show's page adds to its gig: "Going" with the count, tickets, the lineup, Event JSON-LD. */
export async function ShowPanel({ gig, goingCount }: { gig: GigDetail; goingCount: number }) {
  const t = await getTranslations('Shows')
  const locale = (await getLocale()) as Locale
  return (
    <section className={styles.panel} aria-labelledby="show-lineup">
      <div className={styles.panelActions}>
        <GoingButton gigId={gig.id} initialCount={goingCount} started={hasStarted(gig.date)} />
        {gig.ticketUrl ? (
          <a
            className="button secondary"
            href={gig.ticketUrl}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('ticketsAt')}
          </a>
        ) : null}
      </div>
      <h2 id="show-lineup">{t('lineup')}</h2>
      <Lineup artists={gig.lineup} size={40} />
      <ShowJsonLd gig={gig} locale={locale} />
    </section>
  )
}
