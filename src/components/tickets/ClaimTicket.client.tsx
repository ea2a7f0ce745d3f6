'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { Link, useRouter } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'

import styles from './MyTickets.module.css'

/**
 * A mailed ticket's claim: signed out, sign in or sign up (brought back here after); signed in,
 * "Claim ticket" sends the link's token and says what came of it.
 */
export function ClaimTicket({ token }: { token: string }) {
  const t = useTranslations('TicketTransfer')
  const { user, loading } = useSession()
  const router = useRouter()
  const send = useSend()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)

  const signIn = (href: '/login' | '/register') => {
    rememberRedirect(`${window.location.pathname}${window.location.search}`)
    router.push(href)
  }

  const take = async () => {
    setBusy(true)
    const answer = await send('/api/ticket-transfers/claim', { body: { token } })
    setBusy(false)
    setResult(
      answer.ok
        ? { ok: true, text: answer.message ?? t('claim.done') }
        : { ok: false, text: answer.error.message },
    )
    if (answer.ok) void revalidateApi('/api/me/tickets')
  }

  return (
    <div className={styles.page}>
      <h1>{t('claim.title')}</h1>
      <div className={`card ${styles.empty}`}>
        <p>{t('claim.intro')}</p>
        {loading ? null : !user ? (
          <div className={styles.transferActions}>
            <button type="button" className="button" onClick={() => signIn('/register')}>
              {t('claim.register')}
            </button>
            <button type="button" className="button secondary" onClick={() => signIn('/login')}>
              {t('claim.signIn')}
            </button>
          </div>
        ) : result?.ok ? (
          <Link className="button" href="/tickets">
            {t('claim.toTickets')}
          </Link>
        ) : (
          <button type="button" className="button" onClick={take} disabled={busy}>
            {busy ? t('claim.taking') : t('claim.action')}
          </button>
        )}
        {result ? (
          <p className={`form-status ${result.ok ? 'success' : 'error'}`} role="status">
            {result.text}
          </p>
        ) : null}
      </div>
    </div>
  )
}
