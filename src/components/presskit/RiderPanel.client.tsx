'use client'

import { useTranslations } from 'next-intl'

import { useMoney } from '@/components/i18n/useMoney'
import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import type { VenuePressKit } from '@/server/profiles'

import styles from './PressKit.module.css'

/**
 * The fee range and the technical rider, read per viewer: the page itself is cached for everyone
 * and carries neither. Organizers, admins and the artist get them from the API; everyone else
 * sees nothing at all.
 */
export function RiderPanel({ slug }: { slug: string }) {
  const { user } = useSession()
  const may = user?.role === 'organizer' || user?.role === 'admin' || user?.role === 'artist'
  const { data } = useApi<Partial<VenuePressKit>>(
    may ? `/api/artists/${encodeURIComponent(slug)}` : null,
  )
  const t = useTranslations('PressKit')
  const lira = useMoney()
  const rider = data?.rider
  if (!rider) return null
  return (
    <>
      {data.feeRange ? (
        <dl className={`card ${styles.facts}`}>
          <dt>{t('feeRange')}</dt>
          <dd>
            {t('feeRangeValue', { min: lira(data.feeRange.min), max: lira(data.feeRange.max) })}
          </dd>
        </dl>
      ) : null}
      <section className={styles.section} aria-labelledby="rider-title">
        <h2 id="rider-title">{t('rider')}</h2>
        <p className={styles.hint}>{t('riderHint')}</p>
        {rider.inputs.length === 0 ? (
          <p className={styles.empty}>{t('riderEmpty')}</p>
        ) : (
          <table className={styles.riderTable}>
            <thead>
              <tr>
                <th scope="col">{t('riderChannel')}</th>
                <th scope="col">{t('riderSource')}</th>
                <th scope="col">{t('riderNote')}</th>
              </tr>
            </thead>
            <tbody>
              {rider.inputs.map((line, index) => (
                <tr key={index}>
                  <td>{line.channel}</td>
                  <td>{line.source}</td>
                  <td>{line.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {rider.stagePlot ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private image, never optimized or cached
          <img className={styles.stagePlot} src={rider.stagePlot} alt={t('stagePlot')} />
        ) : null}
      </section>
    </>
  )
}
