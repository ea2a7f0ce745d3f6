import 'server-only'

import { z } from 'zod'

import { FEE_MAX } from '@/lib/limits'

import { plainText } from './plainText'

export const applySchema = z.object({
  message: plainText(true),
  proposedFee: z
    .number({ error: 'Applications.errors.feeInvalid' })
    .int('Applications.errors.feeInvalid')
    .min(0, 'Applications.errors.feeInvalid')
    .max(FEE_MAX, 'Applications.errors.feeInvalid')
    .nullish(),
})

export const inviteSchema = z.object({
  gigId: z.union([z.number(), z.string()], { error: 'Applications.errors.gigRequired' }),
  message: plainText(true),
})

export const answerSchema = z.object({ message: plainText(false).nullish() })

export const threadMessageSchema = z.object({ text: plainText(true) })

export const cancelBookingSchema = z.object({ reason: plainText(true) })
