import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { parseRecordId } from '../../../lib/parseRecordId'
import { readOrder, toOrderView, type OrderView } from './orderView'

/** `user`'s order `idParam`; null when there is none or it is someone else's (not told apart). */
export async function findOrder(
  payload: Payload,
  user: User,
  idParam: string,
  locale: Locale,
): Promise<OrderView | null> {
  const id = parseRecordId(idParam)
  const order = id ? await readOrder(payload, user, id) : null
  return order ? toOrderView(order, locale) : null
}
