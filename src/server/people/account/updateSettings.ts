import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { recordConsent, type ConsentSource } from '../../legal'
import { emailEventsOf, settingsOf } from './emailEvents'
import type { SettingsInput } from './settingsSchema'

/**
 * Saves the fields sent of the user's own settings (their access: a user updates only
 * themselves); a partial `emailEvents` changes the kinds it names and keeps the others. Turning
 * the weekly digest or the on-sale alerts on or off is recorded as a marketing opt-in given or
 * withdrawn (Law 6563).
 */
export async function updateSettings(
  payload: Payload,
  user: User,
  input: SettingsInput,
  source: ConsentSource,
) {
  const saved = await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.city !== undefined ? { city: input.city as User['city'] } : {}),
      ...(input.digest !== undefined ? { digest: input.digest } : {}),
      ...(input.onSaleAlerts !== undefined ? { onSaleAlerts: input.onSaleAlerts } : {}),
      ...(input.emailEvents
        ? { emailEvents: { ...emailEventsOf(user), ...input.emailEvents } }
        : {}),
    },
    overrideAccess: false,
    user,
  })
  if (input.digest !== undefined && input.digest !== Boolean(user.digest))
    await recordConsent(
      payload,
      { user: user.id, email: user.email },
      { kind: 'marketing', purpose: 'digest', action: input.digest ? 'given' : 'withdrawn' },
      source,
    )
  if (input.onSaleAlerts !== undefined && input.onSaleAlerts !== Boolean(user.onSaleAlerts))
    await recordConsent(
      payload,
      { user: user.id, email: user.email },
      {
        kind: 'marketing',
        purpose: 'onSale',
        action: input.onSaleAlerts ? 'given' : 'withdrawn',
      },
      source,
    )
  return settingsOf(saved)
}
