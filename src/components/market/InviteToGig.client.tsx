'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import type { GigWithCounts } from '@/server/market'
import type { ApplicationSummary } from '@/server/market'
import type { BookingSummary } from '@/server/market'

import styles from './Market.module.css'
import { MESSAGE_MAX } from '@/lib/limits'
import { invitableGigs } from '@/lib/market/invitableGigs'
import { splitOnBusyDays } from '@/lib/market/gigsOnBusyDays'
import { istanbulDayDate } from '@/lib/market/istanbulTime'
import { TIME_ZONE } from '@/i18n/locales'
import { revalidateMarket } from './revalidateMarket'

type Props = { artistSlug: string; busyDays: string[] }

/**
 * "Invite to a gig" on an artist's page, for organizers: one of their open gigs on a day the
 * artist is free, and a message. Gigs on the artist's busy days are left out, and the form says so.
 */
export function InviteToGig(props: Props) {
  const { user } = useSession()
  if (user?.role !== 'organizer') return null
  return <InviteForm {...props} />
}

function InviteForm({ artistSlug, busyDays }: Props) {
  const t = useTranslations('Market2.invite')
  const format = useFormatter()
  const send = useSend()
  const { data } = useApi<GigWithCounts[]>('/api/me/gig-applications')
  const applications = useApi<ApplicationSummary[]>('/api/me/applications')
  const bookings = useApi<BookingSummary[]>('/api/me/bookings')
  const [gigId, setGigId] = useState('')
  const [message, setMessage] = useState('')
  const [result, setResult] = useState<string | null>(null)
  // The gig last invited to: once no open gig is left, the panel says the invitation went out.
  const [sentFor, setSentFor] = useState<string | null>(null)
  const invitable = invitableGigs(data ?? [], artistSlug, {
    applications: applications.data ?? [],
    bookings: bookings.data ?? [],
  })
  const { free: open, busyDays: taken } = splitOnBusyDays(invitable, busyDays)
  const days = taken
    .map((day) => format.dateTime(istanbulDayDate(day), { dateStyle: 'long', timeZone: TIME_ZONE }))
    .join(', ')
  if (!data || !applications.data || !bookings.data) return null
  if (!open.length)
    return sentFor ? (
      <p role="status" className={styles.panel}>
        {t('sentFor', { gig: sentFor })}
      </p>
    ) : (
      <p className={styles.panel} data-testid="invite-none">
        {taken.length ? t('allBusy', { count: taken.length, days }) : t('noGigs')}
      </p>
    )

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const chosen = Number(gigId || open[0].id)
    const reply = await send(`/api/artists/${encodeURIComponent(artistSlug)}/invitations`, {
      body: { gigId: chosen, message },
    })
    setResult(reply.ok ? reply.message : reply.error.message)
    if (!reply.ok) return
    setSentFor(open.find((gig) => gig.id === chosen)?.title ?? null)
    setMessage('')
    void revalidateMarket(chosen)
  }

  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      onSubmit={submit}
      aria-labelledby="invite-heading"
    >
      <h2 id="invite-heading">{t('heading')}</h2>
      <label htmlFor="invite-gig">{t('gig')}</label>
      <select id="invite-gig" value={gigId} onChange={(event) => setGigId(event.target.value)}>
        {open.map((gig) => (
          <option key={gig.id} value={gig.id}>
            {gig.title}
          </option>
        ))}
      </select>
      {taken.length ? (
        <p className="muted">{t('someBusy', { count: taken.length, days })}</p>
      ) : null}
      <label htmlFor="invite-message">{t('message')}</label>
      <textarea
        id="invite-message"
        rows={3}
        maxLength={MESSAGE_MAX}
        required
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button type="submit" className="button">
        {t('submit')}
      </button>
      {result ? <p role="status">{result}</p> : null}
    </form>
  )
}
