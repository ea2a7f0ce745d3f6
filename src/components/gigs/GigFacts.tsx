import { getFormatter, getLocale, getTranslations } from 'next-intl/server'

import type { PublicGig } from '@/server/market'

import { GigFeeText } from './GigFeeText'
import styles from './Gigs.module.css'

// The venue pages are another feature's routes; a plain link keeps this one independent of them.
const venueHref = (locale: string, slug: string) =>
  locale === 'en' ? `/en/venues/${slug}` : `/mekanlar/${slug}`

/**
 * When, where, for what and for how much: the gig's facts as a definition list. `more`: facts of
 * another feature (a `<dt>` and `<dd>`), after the gig's own.
 */
export async function GigFacts({ gig, more }: { gig: PublicGig; more?: React.ReactNode }) {
  const t = await getTranslations('Gigs')
  const market = await getTranslations('Market')
  const format = await getFormatter()
  const locale = await getLocale()
  const when = (iso: string) => (
    <time dateTime={iso}>
      {format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' })}
    </time>
  )
  const facts: [string, React.ReactNode][] = [
    [t('date'), when(gig.date)],
    [t('city'), gig.city],
    ...(gig.venue
      ? [
          [
            t('venue'),
            gig.venueSlug ? <a href={venueHref(locale, gig.venueSlug)}>{gig.venue}</a> : gig.venue,
          ] as [string, React.ReactNode],
        ]
      : []),
    ...(gig.genres.length
      ? [
          [t('genres'), gig.genres.map((g) => market(`genres.${g}` as never)).join(', ')] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
    ...(gig.fee
      ? [[t('fee'), <GigFeeText key="fee" fee={gig.fee} />] as [string, React.ReactNode]]
      : []),
    [
      t('slots'),
      <span key="slots" data-testid="open-slots">
        {gig.openSlots > 0
          ? t('openOfSlots', { open: gig.openSlots, slots: gig.slots })
          : `${gig.slots} · ${t('full')}`}
      </span>,
    ],
    ...(gig.deadline ? [[t('deadline'), when(gig.deadline)] as [string, React.ReactNode]] : []),
    [t('status'), market(`gigStatus.${gig.status}`)],
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {more ? <div>{more}</div> : null}
    </dl>
  )
}
