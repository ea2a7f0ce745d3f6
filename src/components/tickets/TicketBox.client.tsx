'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore, type ReactNode } from 'react'

import { usePublicApi } from '@/components/data/usePublicApi'
import type { TicketTypeView } from '@/server/tickets'

import { OrderPanel } from './OrderPanel.client'
import styles from './TicketBox.module.css'
import { TicketPicker } from './TicketPicker.client'

type Props = {
  showId: number
  /** What the show offers when it sells no tickets here: the venue's own ticket link, or a note. */
  children: ReactNode
}

const storageKey = (showId: number) => `sahne:ticketOrder:${showId}`

type PageOrder = { id: number; returned: string | null }

/**
 * The order the page is about, as `<id> <payment>` (a string, so the snapshot is stable): the
 * provider's page sent the fan back with it, or one held here before a reload; '' for none.
 */
function startingOrder(showId: number): string {
  const query = new URLSearchParams(window.location.search)
  if (query.get('order')) return `${query.get('order')} ${query.get('payment') ?? ''}`
  return sessionStorage.getItem(storageKey(showId)) ?? ''
}

const subscribeToNothing = () => () => {}

function parseOrder(text: string): PageOrder | null {
  const [idText = '', returned = ''] = text.split(' ')
  const id = Number(idText)
  return Number.isSafeInteger(id) && id > 0 ? { id, returned: returned || null } : null
}

/**
 * The show's tickets on its (public, cached) page: the types read fresh in the browser, a fan's
 * choice held as an order, then paid or given back; and, back from the provider's page, what
 * became of the order. A show with no types here keeps its external ticket link.
 */
export function TicketBox({ showId, children }: Props) {
  const t = useTranslations('TicketBox')
  const types = usePublicApi<TicketTypeView[]>(`/api/shows/${showId}/tickets`)
  const landed = useSyncExternalStore(
    subscribeToNothing,
    () => startingOrder(showId),
    () => '',
  )
  // What the fan did here since (undefined: nothing yet) wins over what the page landed with.
  const [picked, setPicked] = useState<PageOrder | null | undefined>(undefined)
  const order = picked === undefined ? parseOrder(landed) : picked

  const choose = (id: number | null) => {
    if (id) sessionStorage.setItem(storageKey(showId), String(id))
    else sessionStorage.removeItem(storageKey(showId))
    setPicked(id ? { id, returned: null } : null)
    void types.reload()
  }

  if (types.isLoading) return <p className={styles.note}>{t('loading')}</p>
  if (types.error) return <p className={styles.note}>{t('loadFailed')}</p>
  if (!types.data?.length) return <>{children}</>
  return (
    <section className={styles.box} aria-labelledby={`tickets-${showId}`} data-testid="ticket-box">
      <h2 id={`tickets-${showId}`}>{t('heading')}</h2>
      {order ? (
        <OrderPanel
          orderId={order.id}
          returned={order.returned}
          onDone={() => choose(null)}
          onSettled={() => sessionStorage.removeItem(storageKey(showId))}
        />
      ) : (
        <TicketPicker showId={showId} types={types.data} onHeld={choose} />
      )}
    </section>
  )
}
