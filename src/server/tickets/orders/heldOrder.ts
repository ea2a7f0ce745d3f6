import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import type { SharedKey } from '../../platform'
import type { HoldItem } from './checkHold'
import type { LockedType } from './lockTypes'

/** A hold's answer: the order, until when it is held, and what it costs (kuruş). */
export type Hold = {
  orderId: number
  status: 'held' | 'complete'
  expiresAt: string
  total: number
}

/** A hold that passed the board, waiting for its batch. */
export type WaitingHold = {
  user: User
  showId: number
  items: HoldItem[]
  /** The types as the board had them when it let the hold through (their prices). */
  seen: Map<number, LockedType>
  locale: Locale
  release: () => void
  key: SharedKey | null
}
