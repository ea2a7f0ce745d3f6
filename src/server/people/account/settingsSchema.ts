import 'server-only'

import { z } from 'zod'

import { isCityKey } from '../../../lib/market/cities'

/**
 * The account settings a user may change on /profil, each optional but at least one: the
 * language of their mail, their home city (null clears it) and the weekly shows digest.
 */
export const settingsSchema = z
  .object(
    {
      locale: z.enum(['tr', 'en'], { error: 'SettingsApi.invalidLocale' }).optional(),
      city: z
        .string({ error: 'SettingsApi.invalidCity' })
        .refine(isCityKey, 'SettingsApi.invalidCity')
        .nullable()
        .optional(),
      digest: z.boolean({ error: 'SettingsApi.invalidDigest' }).optional(),
    },
    { error: 'SettingsApi.invalidLocale' },
  )
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    'SettingsApi.nothingToSave',
  )
export type SettingsInput = z.infer<typeof settingsSchema>
