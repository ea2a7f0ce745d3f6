import 'server-only'

import { z } from 'zod'

import { isTurkishIban, normalizeIban } from '@/lib/payments/iban'
import { isTaxNumber, isTurkishIdentityNumber } from '@/lib/payments/identityNumber'
import { TAX_STATUSES } from '@/lib/payments/payee'

const text = (max: number) =>
  z
    .string('Payments.payout.errors.required')
    .trim()
    .min(1, 'Payments.payout.errors.required')
    .max(max)
const iban = z
  .string('Payments.payout.errors.iban')
  .transform(normalizeIban)
  .refine(isTurkishIban, 'Payments.payout.errors.iban')
const identityNumber = z
  .string('Payments.payout.errors.identityNumber')
  .trim()
  .refine(isTurkishIdentityNumber, 'Payments.payout.errors.identityNumber')
const taxNumber = z
  .string('Payments.payout.errors.taxNumber')
  .trim()
  .refine(isTaxNumber, 'Payments.payout.errors.taxNumber')
const common = {
  iban,
  address: text(300),
  city: text(80),
  taxStatus: z.enum(TAX_STATUSES, 'Payments.payout.errors.taxStatus'),
}

/**
 * A payee's payout details as sent, by type (iyzico's sub-merchant types): a person gives their
 * name and identity number, a sole proprietorship also its tax office and number, a limited or
 * joint-stock company its legal title, tax office and number; each an IBAN (in the person's own
 * name or the company's title) that passes mod-97, an address and a tax status. Each error names
 * its field and a catalogue key.
 */
export const payoutSchema = z.discriminatedUnion(
  'payeeType',
  [
    z.object({
      payeeType: z.literal('individual'),
      legalName: text(140),
      identityNumber,
      ...common,
    }),
    z.object({
      payeeType: z.literal('soleProprietor'),
      legalName: text(140),
      identityNumber,
      taxOffice: text(80),
      taxNumber,
      ...common,
    }),
    z.object({
      payeeType: z.literal('company'),
      legalName: text(200),
      taxOffice: text(80),
      taxNumber,
      ...common,
    }),
  ],
  'Payments.payout.errors.payeeType',
)
