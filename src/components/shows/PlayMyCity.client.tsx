'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import type { CityRequestCount } from '@/server/market'

import { CityRequestCounts } from './CityRequestCounts'
import styles from './Shows.module.css'
import { CitySelect } from '@/components/forms/CitySelect.client'

type Props = { slug: string; name: string; counts: CityRequestCount[] }

/**
 * On an artist's page: "Play my city" for a fan who follows the artist (their home city chosen
 * first), and the counts per city for organizers weighing a booking.
 */
export function PlayMyCity({ slug, name, counts }: Props) {
  const t = useTranslations('Shows')
  const { user } = useSession()
  const send = useSend()
  const following = useApi<{ slug: string }[]>(user ? '/api/me/following' : null)
  const settings = useApi<{ city: string | null }>(user ? '/api/me/settings' : null)
  const [city, setCity] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)
  const [shown, setShown] = useState(counts)
  const organizer = user?.role === 'organizer' || user?.role === 'admin'
  const follows = following.data?.some((artist) => artist.slug === slug)
  // No city is assumed: the fan's home city when they set one, else they choose.
  const chosen = city ?? settings.data?.city ?? ''

  async function ask(event: FormEvent) {
    event.preventDefault()
    setState('sending')
    setError(null)
    const answer = await send<CityRequestCount[]>(
      `/api/artists/${encodeURIComponent(slug)}/requests`,
      { body: { city: chosen } },
    )
    if (!answer.ok) {
      setState('idle')
      return setError(answer.error.message)
    }
    setState('sent')
    if (answer.data) setShown(answer.data)
    void revalidateApi(`/api/artists/${slug}`)
  }

  return (
    <>
      {follows ? (
        <section className={styles.panel} aria-labelledby="play-my-city">
          <h2 id="play-my-city">{t('playMyCity.title')}</h2>
          <p>{t('playMyCity.intro', { name })}</p>
          <form onSubmit={ask} className={styles.panelActions}>
            <div className="field">
              <label htmlFor="request-city">{t('playMyCity.city')}</label>
              <CitySelect
                id="request-city"
                value={chosen}
                required
                onChange={(e) => setCity(e.target.value)}
                empty={t('playMyCity.choose')}
                emptyDisabled
              />
            </div>
            <button type="submit" className="button" disabled={state === 'sending' || !chosen}>
              {state === 'sending' ? t('playMyCity.sending') : t('playMyCity.submit')}
            </button>
          </form>
          <p
            aria-live="polite"
            className={error ? 'alert' : undefined}
            role={error ? 'alert' : undefined}
          >
            {error ?? (state === 'sent' ? t('playMyCity.sent') : null)}
          </p>
        </section>
      ) : null}
      {organizer ? (
        <section className={styles.panel} aria-labelledby="city-requests">
          <h2 id="city-requests">{t('requests.organizerTitle')}</h2>
          {shown.length ? (
            <CityRequestCounts counts={shown} label={(count) => t('requests.count', { count })} />
          ) : (
            <p>{t('requests.organizerEmpty')}</p>
          )}
        </section>
      ) : null}
    </>
  )
}
