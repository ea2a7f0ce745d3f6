import 'server-only'

import { z } from 'zod'

/** The account settings a user may change on /profil: the language of the mail they get. */
export const settingsSchema = z.object(
  { locale: z.enum(['tr', 'en'], { error: 'SettingsApi.invalidLocale' }) },
  { error: 'SettingsApi.invalidLocale' },
)
export type SettingsInput = z.infer<typeof settingsSchema>
