'use client'

import { useTranslations } from 'next-intl'
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
import { revalidateMarket } from './revalidateMarket'

/** "Invite to a gig" on an artist's page, for organizers: one of their open gigs and a message. */
export function InviteToGig({ artistSlug }: { artistSlug: string }) {
  const { user } = useSession()
  if (user?.role !== 'organizer') return null
  return <InviteForm artistSlug={artistSlug} />
}

function InviteForm({ artistSlug }: { artistSlug: string }) {
  const t = useTranslations('Market2.invite')
  const send = useSend()
  const { data } = useApi<GigWithCounts[]>('/api/me/gig-applications')
  const applications = useApi<ApplicationSummary[]>('/api/me/applications')
  const bookings = useApi<BookingSummary[]>('/api/me/bookings')
  const [gigId, setGigId] = useState('')
  const [message, setMessage] = useState('')
  const [result, setResult] = useState<string | null>(null)
  // The gig last invited to: once no open gig is left, the panel says the invitation went out.
  const [sentFor, setSentFor] = useState<string | null>(null)
  const open = invitableGigs(data ?? [], artistSlug, {
    applications: applications.data ?? [],
    bookings: bookings.data ?? [],
  })
  if (!data || !applications.data || !bookings.data) return null
  if (!open.length)
    return sentFor ? (
      <p role="status" className={styles.panel}>
        {t('sentFor', { gig: sentFor })}
      </p>
    ) : (
      <p>{t('noGigs')}</p>
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
