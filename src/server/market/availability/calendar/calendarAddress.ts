import 'server-only'

import { z } from 'zod'

import { secretCipher } from '../../../platform'

// Its own key: a leak of another secret's key never opens artists' calendars.
const cipher = secretCipher('CALENDAR_ENCRYPTION_KEY', 'sahne-development-calendar-key')

export const sealAddress = (address: string): string => cipher.seal({ address })
export const unsealAddress = (sealed: string): string =>
  cipher.unseal<{ address: string }>(sealed).address

/** What anyone but the worker reads of an address: its host and an ellipsis. */
export const addressHint = (address: string): string => `${new URL(address).host}/…`

/** `PUT /api/me/availability/calendar`: a secret iCal address (`webcal://` read as https). */
export const calendarAddressSchema = z.object({
  address: z
    .string({ error: 'Availability.calendar.errors.badAddress' })
    .trim()
    .max(2000, 'Availability.calendar.errors.addressTooLong')
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .refine((value) => URL.canParse(value), 'Availability.calendar.errors.badAddress')
    .refine(
      (value) => !URL.canParse(value) || new URL(value).protocol === 'https:',
      'Availability.calendar.errors.notHttps',
    ),
})

export type CalendarAddressInput = z.infer<typeof calendarAddressSchema>
