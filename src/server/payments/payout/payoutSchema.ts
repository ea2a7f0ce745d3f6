import 'server-only'

import { z } from 'zod'

import { isTurkishIban, normalizeIban } from '@/lib/payments/iban'
import { isTaxNumber, isTurkishIdentityNumber } from '@/lib/payments/identityNumber'

const text = (max: number) => z.string().trim().min(1, 'Payments.payout.errors.required').max(max)

/**
 * An artist's payout details as sent: a person gives an identity number (its check digits hold),
 * a company a tax number and office; the IBAN is Turkish and passes mod-97. Each error names
 * its field and a catalogue key.
 */
export const payoutSchema = z
  .object({
    kind: z.enum(['person', 'company']),
    legalName: text(140),
    iban: z.string().transform(normalizeIban).refine(isTurkishIban, 'Payments.payout.errors.iban'),
    identityNumber: z.string().trim().optional(),
    taxNumber: z.string().trim().optional(),
    taxOffice: z.string().trim().max(80).optional(),
    address: text(300),
    city: text(80),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'person' && !isTurkishIdentityNumber(value.identityNumber ?? ''))
      ctx.addIssue({
        code: 'custom',
        path: ['identityNumber'],
        message: 'Payments.payout.errors.identityNumber',
      })
    if (value.kind === 'company') {
      if (!isTaxNumber(value.taxNumber ?? ''))
        ctx.addIssue({
          code: 'custom',
          path: ['taxNumber'],
          message: 'Payments.payout.errors.taxNumber',
        })
      if (!value.taxOffice)
        ctx.addIssue({
          code: 'custom',
          path: ['taxOffice'],
          message: 'Payments.payout.errors.required',
        })
    }
  })

export type PayoutInput = z.infer<typeof payoutSchema>
