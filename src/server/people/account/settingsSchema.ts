import 'server-only'

import { z } from 'zod'

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
 * The account settings a user may change on /profil: the language of their mail and, per kind
 * of notification, whether it also comes by email. Either may be left out; a partial
 * `emailEvents` keeps the kinds it does not name.
 */
export const settingsSchema = z.object(
  {
    locale: z.enum(['tr', 'en'], { error: 'SettingsApi.invalidLocale' }).optional(),
    emailEvents: emailEventsSchema.optional(),
  },
  { error: 'SettingsApi.invalidLocale' },
)
export type SettingsInput = z.infer<typeof settingsSchema>
