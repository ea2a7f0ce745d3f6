import 'server-only'

import { z } from 'zod'

import { isCityKey } from '../../../lib/market/cities'
import { NOTIFICATION_TYPES, type NotificationType } from '../../../lib/market/notificationTypes'

const emailEventsSchema = z
  .object(
    Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [
        type,
        z.boolean({ error: 'SettingsApi.invalidEmailEvents' }).optional(),
      ]),
    ) as Record<NotificationType, z.ZodOptional<z.ZodBoolean>>,
    { error: 'SettingsApi.invalidEmailEvents' },
  )
  .strict()

/**
 * The account settings a user may change on /profil, each optional but at least one: the
 * language of their mail, their home city (null clears it), the weekly shows digest and, per
 * kind of notification, whether it also comes by email (a partial `emailEvents` keeps the kinds
 * it does not name).
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
      onSaleAlerts: z.boolean({ error: 'SettingsApi.invalidDigest' }).optional(),
      emailEvents: emailEventsSchema.optional(),
    },
    { error: 'SettingsApi.invalidLocale' },
  )
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    'SettingsApi.nothingToSave',
  )
export type SettingsInput = z.infer<typeof settingsSchema>
