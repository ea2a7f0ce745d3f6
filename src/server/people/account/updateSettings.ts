import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import type { SettingsInput } from './settingsSchema'

export type Settings = { locale: 'tr' | 'en'; city: string | null; digest: boolean }

/** The settings as `GET /api/me/settings` and the save answer them. */
export const toSettings = (user: Pick<User, 'locale' | 'city' | 'digest'>): Settings => ({
  locale: user.locale === 'en' ? 'en' : 'tr',
  city: user.city ?? null,
  digest: Boolean(user.digest),
})

/** Saves the fields sent of the user's own settings (their access: a user updates only themselves). */
export async function updateSettings(payload: Payload, user: User, input: SettingsInput) {
  const saved = await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.city !== undefined ? { city: input.city as User['city'] } : {}),
      ...(input.digest !== undefined ? { digest: input.digest } : {}),
    },
    overrideAccess: false,
    user,
  })
  return toSettings(saved)
}
