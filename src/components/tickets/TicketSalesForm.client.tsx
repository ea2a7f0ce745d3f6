'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { useServerError } from '@/components/forms/useServerError'
import { toIstanbulInput } from '@/lib/market/istanbulTime'
import type { TicketSalesView } from '@/server/tickets'

import styles from './TicketSales.module.css'
import { TicketTypeFields } from './TicketTypeFields.client'
import { apiFieldId, newRow, rowsOf, salesBody, type TicketRow } from './ticketSalesValues'

/** At most this many types a show (the API's own bound). */
const MAX_TYPES = 20

type Props = { sales: TicketSalesView; justSaved: boolean; onSaved: () => Promise<void> }

/**
 * The venue's form over `PUT /api/shows/{id}/tickets`: its types, added and removed here, saved
 * together. A refusal is shown beside the field it names, in the page's language.
 */
export function TicketSalesForm({ sales, justSaved, onSaved }: Props) {
  const t = useTranslations('TicketSales')
  const send = useSend()
  const errors = useServerError(apiFieldId)
  const [rows, setRows] = useState(() => rowsOf(sales))
  const [busy, setBusy] = useState(false)
  const [dirty, setDirty] = useState(false)
  const canSellPaid = sales.payoutReady
  const total = rows.reduce((sum, row) => sum + (Number(row.quantity) || 0), 0)
  const over = sales.capacity !== null && total > sales.capacity

  const update = (key: string, patch: Partial<TicketRow>, fieldId?: string) => {
    if (fieldId) errors.changed(fieldId)
    setDirty(true)
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send(`/api/shows/${sales.showId}/tickets`, {
      method: 'PUT',
      body: salesBody(rows),
    })
    errors.show(reply.ok ? null : reply.error)
    if (reply.ok) await onSaved()
    setBusy(false)
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      {sales.capacity !== null ? (
        <p className={styles.capacity} data-over={over}>
          {t('capacity', { capacity: sales.capacity, total })}
          {over ? ` ${t('overCapacity')}` : null}
        </p>
      ) : null}
      {rows.length ? (
        <ul className={styles.types}>
          {rows.map((row, index) => (
            <TicketTypeFields
              key={row.key}
              row={row}
              index={index}
              feePercent={sales.feePercent}
              canSellPaid={canSellPaid}
              showStart={toIstanbulInput(sales.startsAt)}
              errors={errors}
              change={(patch, fieldId) => update(row.key, patch, fieldId)}
              remove={() => {
                setDirty(true)
                setRows((current) => current.filter((other) => other.key !== row.key))
              }}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t('empty')}</p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button secondary"
          disabled={rows.length >= MAX_TYPES}
          onClick={() => {
            setDirty(true)
            setRows((current) => [...current, newRow(!canSellPaid)])
          }}
        >
          {t('add')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
      </div>
      <p
        className={`form-status ${errors.formError ? 'error' : !dirty && justSaved ? 'success' : ''}`}
        role="status"
        aria-live="polite"
      >
        {errors.formError ?? (dirty ? t('unsaved') : justSaved ? t('saved') : '')}
      </p>
    </form>
  )
}
