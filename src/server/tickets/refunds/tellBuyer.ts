import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { formatMoney } from '@/lib/money/formatMoney'

import { notify, type NotificationInput } from '../../market'
import { userLocale } from '../../outreach'

/**
 * Tells a ticket order's buyer about their order; with `refunded` (kuruş, going back to their
 * card), that sum worded as `amount` in their own language among the notice's `values`. Nobody to tell when
 * the buyer's account is gone (a deleted buyer's paid order stays as the payment's record). With
 * `req`, in that transaction, as `notify` does.
 */
export async function tellBuyer(
  payload: Payload,
  buyer: number | null | undefined,
  notice: Omit<NotificationInput, 'user' | 'values'> & {
    gig: number
    values: NotificationInput['values']
    refunded?: number
  },
  req?: PayloadRequest,
): Promise<void> {
  if (!buyer) return
  // The server's own read of the buyer, to word the amount in their language.
  const reader = await payload.findByID({
    collection: 'users',
    id: buyer,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!reader) return
  const { refunded, ...rest } = notice
  const values =
    refunded === undefined
      ? rest.values
      : { ...rest.values, amount: formatMoney(refunded, userLocale(reader)) }
  await notify(payload, [{ user: buyer, ...rest, values }], req)
}
