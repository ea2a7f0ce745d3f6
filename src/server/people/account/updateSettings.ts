import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { emailEventsOf, settingsOf } from './emailEvents'
import type { SettingsInput } from './settingsSchema'

/**
 * Saves the fields sent of the user's own settings (their access: a user updates only
 * themselves); a partial `emailEvents` changes the kinds it names and keeps the others.
 */
export async function updateSettings(payload: Payload, user: User, input: SettingsInput) {
  const saved = await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.city !== undefined ? { city: input.city as User['city'] } : {}),
      ...(input.digest !== undefined ? { digest: input.digest } : {}),
      ...(input.emailEvents
        ? { emailEvents: { ...emailEventsOf(user), ...input.emailEvents } }
        : {}),
    },
    overrideAccess: false,
    user,
  })
  return settingsOf(saved)
}
