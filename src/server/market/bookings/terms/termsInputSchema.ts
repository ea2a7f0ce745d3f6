import 'server-only'

import { z } from 'zod'

import { CANCELLATION_POLICIES, PROVIDES, TERMS_FEE_TYPES } from '@/lib/market/bookingTerms'
import { MESSAGE_MAX, TERMS_LIMITS } from '@/lib/limits'

const E = 'Terms.errors.'

const time = z
  .string({ error: `${E}time` })
  .max(40, `${E}time`)
  .refine((value) => !Number.isNaN(Date.parse(value)), `${E}time`)

/**
 * The terms an organizer proposes. `fee` may be left out (then the agreed fee of the booking);
 * a provision left out is not provided. Messages are catalogue keys; the path names the field.
 */
export const termsInputSchema = z.object(
  {
    fee: z
      .object(
        {
          type: z.enum(TERMS_FEE_TYPES, { error: `${E}feeRequired` }),
          amount: z
            .number({ error: `${E}feeAmount` })
            .int(`${E}feeAmount`)
            .min(0, `${E}feeAmount`)
            .max(TERMS_LIMITS.fee, `${E}feeAmount`)
            .nullish(),
        },
        { error: `${E}feeRequired` },
      )
      .nullish(),
    setLengthMinutes: z
      .number({ error: `${E}setLength` })
      .int(`${E}setLength`)
      .min(TERMS_LIMITS.setLengthMin, `${E}setLength`)
      .max(TERMS_LIMITS.setLengthMax, `${E}setLength`),
    loadInAt: time.nullish(),
    soundcheckAt: time.nullish(),
    doorsAt: time.nullish(),
    setAt: time,
    provides: z
      .object(
        Object.fromEntries(PROVIDES.map((key) => [key, z.boolean({ error: `${E}provides` })])),
        { error: `${E}provides` },
      )
      .partial()
      .nullish(),
    cancellationPolicy: z.enum(CANCELLATION_POLICIES, { error: `${E}policy` }),
  },
  { error: 'AuthApi.invalidBody' },
)

/** The artist's confirmation names the proposal read (`proposedAt`), so a later change is not confirmed unseen. */
export const confirmTermsSchema = z.object(
  {
    proposedAt: z
      .string({ error: `${E}changed` })
      .max(40, `${E}changed`)
      .nullish(),
  },
  { error: 'AuthApi.invalidBody' },
)

/** The artist's answer asking for a change: what to change, and the proposal it answers. */
export const termsChangeSchema = z.object(
  {
    message: z
      .string({ error: `${E}changeMessage` })
      .trim()
      .min(1, `${E}changeMessage`)
      .max(MESSAGE_MAX, `${E}changeMessageLength`),
    proposedAt: z
      .string({ error: `${E}changed` })
      .max(40, `${E}changed`)
      .nullish(),
  },
  { error: 'AuthApi.invalidBody' },
)
export type TermsChangeInput = z.infer<typeof termsChangeSchema>
