import 'server-only'

import { toLocale } from '../../../i18n/locales'
import { NOTIFICATION_TYPES, type NotificationType } from '../../../lib/market/notificationTypes'
import type { User } from '../../../payload-types'

type EmailEvents = Record<NotificationType, boolean>

/** Whether each kind of notice also comes by email: every type present, on unless switched off. */
export function emailEventsOf(user: Pick<User, 'emailEvents'>): EmailEvents {
  const saved = (user.emailEvents ?? {}) as Partial<Record<string, unknown>>
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, saved[type] !== false]),
  ) as EmailEvents
}

/**
 * Whether a notice of `type` to `user` is mailed; the in-app notice is filed regardless. An
 * on-sale alert is marketing: mailed only with its opt-in (`onSaleAlerts`, Law 6563).
 */
export const wantsEmail = (
  user: Pick<User, 'emailEvents' | 'onSaleAlerts'>,
  type: NotificationType,
) => (type === 'ticketsOnSale' ? Boolean(user.onSaleAlerts) : emailEventsOf(user)[type])

/** The user's account settings as `GET /api/me/settings` and the save answer them. */
export const settingsOf = (
  user: Pick<User, 'locale' | 'city' | 'digest' | 'onSaleAlerts' | 'emailEvents'>,
) => ({
  locale: toLocale(user.locale),
  city: user.city ?? null,
  digest: Boolean(user.digest),
  onSaleAlerts: Boolean(user.onSaleAlerts),
  emailEvents: emailEventsOf(user),
})
