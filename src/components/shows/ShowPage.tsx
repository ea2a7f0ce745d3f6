import Image from 'next/image'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { TicketBox } from '@/components/tickets/TicketBox.client'
import { hasStarted } from '@/lib/market/gigRules'
import { mapHref } from '@/lib/market/mapHref'
import type { ShowDetail } from '@/server/market'

import { GoingButton } from './GoingButton.client'
import { ShowJsonLd } from './ShowJsonLd'
import styles from './ShowPage.module.css'

const inCity = (address: string, city: string) =>
  address.toLocaleLowerCase('tr').includes(city.toLocaleLowerCase('tr'))

/**
 * A show as fans see it: the date, the venue with its address and a map link, tickets, Going and
 * the calendar, then the lineup with photos and set times. Nothing about applying or fees.
 */
export async function ShowPage({ show, goingCount }: { show: ShowDetail; goingCount: number }) {
  const t = await getTranslations('Shows.page')
  const shows = await getTranslations('Shows')
  const format = await getFormatter()
  const locale = (await getLocale()) as Locale
  const time = (iso: string) => format.dateTime(new Date(iso), { timeStyle: 'short' })
  return (
    <article className={styles.show}>
      <Link href="/shows">← {shows('allShows')}</Link>
      <header className={styles.head}>
        <h1>{show.title}</h1>
        <p className={styles.when}>
          <time dateTime={show.date}>
            {format.dateTime(new Date(show.date), { dateStyle: 'full', timeStyle: 'short' })}
          </time>
          {show.doorsAt ? (
            <>
              {' · '}
              <time dateTime={show.doorsAt}>{t('doors', { time: time(show.doorsAt) })}</time>
            </>
          ) : null}
        </p>
        {show.cancelled ? (
          <p className={`status-message ${styles.cancelled}`} role="status">
            {t('cancelled')}
          </p>
        ) : null}
      </header>
      <Image
        src={show.picture}
        alt=""
        width={1100}
        height={480}
        sizes="(max-width: 1140px) 100vw, 1100px"
        className={styles.picture}
        priority
      />
      <div className={styles.columns}>
        <section aria-labelledby="show-place" className={styles.place}>
          <h2 id="show-place">{t('where')}</h2>
          {show.venue ? (
            <p>
              {show.venue.slug ? (
                <Link href={{ pathname: '/venues/[slug]', params: { slug: show.venue.slug } }}>
                  {show.venue.name}
                </Link>
              ) : (
                show.venue.name
              )}
              {show.venue.address ? (
                <>
                  <br />
                  {show.venue.address}
                </>
              ) : null}
              {/* The city once: an address usually ends with it. */}
              {show.venue.address && inCity(show.venue.address, show.city) ? null : (
                <>
                  <br />
                  {show.city}
                </>
              )}
            </p>
          ) : (
            <p>{show.city}</p>
          )}
          {show.venue?.address ? (
            <a
              href={mapHref(show.venue.address, show.city)}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('map')}
            </a>
          ) : null}
        </section>
        {show.cancelled ? null : (
          <section aria-label={t('actions')} className={styles.actions}>
            <GoingButton
              gigId={show.id}
              initialCount={goingCount}
              started={hasStarted(show.date)}
            />
            {/* Tickets sold here, else the venue's own link (or a note) for a show sold elsewhere. */}
            <TicketBox showId={show.id}>
              {show.ticketUrl ? (
                <a
                  className="button"
                  href={show.ticketUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {shows('ticketsAt')}
                </a>
              ) : (
                <p className={styles.note}>{t('noTickets')}</p>
              )}
            </TicketBox>
            <a
              className="button small secondary"
              href={`/api/gigs/${show.id}/calendar?locale=${locale}`}
              download
            >
              {t('addToCalendar')}
            </a>
          </section>
        )}
      </div>
      <section aria-labelledby="show-lineup">
        <h2 id="show-lineup">{shows('lineup')}</h2>
        <ol className={styles.lineup}>
          {show.lineup.map((artist, index) => (
            <li key={`${artist.slug ?? artist.name}-${index}`}>
              {artist.photo ? (
                <Image src={artist.photo} alt="" width={72} height={72} className={styles.face} />
              ) : (
                <span className={`${styles.face} ${styles.initial}`} aria-hidden="true">
                  {artist.name.slice(0, 1).toLocaleUpperCase('tr')}
                </span>
              )}
              <div>
                {artist.slug ? (
                  <Link href={{ pathname: '/artists/[slug]', params: { slug: artist.slug } }}>
                    <strong>{artist.name}</strong>
                  </Link>
                ) : (
                  <strong>{artist.name}</strong>
                )}
                <p className={styles.set}>
                  {artist.setAt
                    ? t('set', {
                        time: time(artist.setAt),
                        minutes: artist.setLengthMinutes ?? 0,
                      })
                    : t('setTbc')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <ShowJsonLd show={show} locale={locale} />
    </article>
  )
}
