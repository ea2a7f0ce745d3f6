'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { useMoney } from '@/components/i18n/useMoney'
import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'
import { mostOf } from '@/lib/tickets/orderLimit'
import type { TicketTypeView } from '@/server/tickets'

import styles from './TicketBox.module.css'
import { TypeStepper } from './TypeStepper.client'

type Props = {
  showId: number
  types: TicketTypeView[]
  /** The order held (or, free, issued) for the fan. */
  onHeld: (orderId: number) => void
}

/** Each type with its price and state, a stepper for those on sale, and "Reserve". */
export function TicketPicker({ showId, types, onHeld }: Props) {
  const t = useTranslations('TicketBox')
  const format = useFormatter()
  const money = useMoney()
  const send = useSend()
  const router = useRouter()
  const { user, loading } = useSession()
  const [chosen, setChosen] = useState<Record<number, number>>({})
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const items = types
    .filter((type) => (chosen[type.id] ?? 0) > 0)
    .map((type) => ({ typeId: type.id, quantity: chosen[type.id]! }))
  const total = types.reduce((sum, type) => sum + (chosen[type.id] ?? 0) * type.total, 0)
  const limit = Math.min(...types.map((type) => type.perOrderLimit))

  const signIn = () => {
    rememberRedirect(`${window.location.pathname}${window.location.search}`)
    router.push('/login')
  }

  const reserve = async () => {
    setBusy(true)
    setError(null)
    const reply = await send<{ orderId: number }>(`/api/shows/${showId}/tickets/hold`, {
      body: { items },
    })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setChosen({})
    onHeld(reply.data.orderId)
  }

  const stateLine = (type: TicketTypeView) => {
    if (type.state === 'notYet')
      return t('onSaleFrom', {
        date: format.dateTime(new Date(type.onSaleAt), { dateStyle: 'long', timeStyle: 'short' }),
      })
    if (type.state === 'onSale') return t('left', { count: type.available })
    return t(type.state)
  }

  return (
    <>
      <ul className={styles.types}>
        {types.map((type) => (
          <li key={type.id} className={styles.type} data-testid={`ticket-type-${type.id}`}>
            <div className={styles.what}>
              <strong>{type.name}</strong>
              <span className={styles.price}>{type.total ? money(type.total) : t('free')}</span>
              {type.fee ? (
                <span className={styles.fee}>{t('feeIncluded', { fee: money(type.fee) })}</span>
              ) : null}
              <span className={styles.state} data-state={type.state}>
                {stateLine(type)}
              </span>
            </div>
            {type.state === 'onSale' ? (
              <TypeStepper
                name={type.name}
                value={chosen[type.id] ?? 0}
                max={mostOf(type, types, chosen)}
                onChange={(quantity) => setChosen({ ...chosen, [type.id]: quantity })}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {t('limitNote', { limit })} {t('lagNote')}
      </p>
      {items.length ? <p className={styles.total}>{t('total', { total: money(total) })}</p> : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {user ? (
        <button
          type="button"
          className="button"
          onClick={reserve}
          disabled={busy || items.length === 0}
        >
          {busy ? t('working') : total === 0 && items.length ? t('rsvp') : t('reserve')}
        </button>
      ) : (
        <div className={styles.signIn}>
          <p className={styles.note}>{t('signInNote')}</p>
          <button type="button" className="button" onClick={signIn} disabled={loading}>
            {t('signIn')}
          </button>
        </div>
      )}
    </>
  )
}
