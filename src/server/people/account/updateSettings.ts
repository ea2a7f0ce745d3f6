import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import type { SettingsInput } from './settingsSchema'

/** Saves the user's own settings (their access: a user updates only themselves). */
export async function updateSettings(payload: Payload, user: User, input: SettingsInput) {
  const saved = await payload.update({
    collection: 'users',
    id: user.id,
    data: { locale: input.locale },
    overrideAccess: false,
    user,
  })
  return { locale: saved.locale ?? 'tr' }
}
