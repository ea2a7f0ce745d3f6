import {
  PROVIDES,
  type BookingTerms,
  type CancellationPolicy,
  type Provision,
  type TermsFeeType,
} from '@/lib/market/bookingTerms'
import { kurusToLira, liraToKurus } from '@/lib/money/kurus'
import { fromClockInput, toClockInput } from '@/lib/market/termsClock'
import type { AgreedFee } from '@/server/market'

export type TermsFormValues = {
  feeType: TermsFeeType
  feeAmount: string
  setLengthMinutes: string
  loadIn: string
  soundcheck: string
  doors: string
  setAt: string
  provides: Record<Provision, boolean>
  cancellationPolicy: CancellationPolicy
}

/** The form starts from the current terms, else the agreed fee and the gig's start. */
export function initialTermsValues(
  terms: BookingTerms | null,
  agreed: AgreedFee,
  gigStart: string,
): TermsFormValues {
  const amount = terms?.fee.amount ?? (agreed && 'amount' in agreed ? agreed.amount : null)
  return {
    feeType: terms?.fee.type ?? (agreed?.type === 'door' ? 'door' : 'fixed'),
    feeAmount: amount == null ? '' : String(kurusToLira(amount)),
    setLengthMinutes: String(terms?.setLengthMinutes ?? 60),
    loadIn: toClockInput(terms?.loadInAt),
    soundcheck: toClockInput(terms?.soundcheckAt),
    doors: toClockInput(terms?.doorsAt),
    setAt: toClockInput(terms?.setAt ?? gigStart),
    provides: Object.fromEntries(
      PROVIDES.map((key) => [key, terms?.provides[key] ?? false]),
    ) as Record<Provision, boolean>,
    cancellationPolicy: terms?.cancellationPolicy ?? 'moderate',
  }
}

/** The PUT body: times as instants near the gig's start, numbers as numbers (the server checks). */
export const termsBody = (values: TermsFormValues, gigStart: string) => ({
  fee: {
    type: values.feeType,
    amount:
      values.feeType === 'door' || values.feeAmount === ''
        ? null
        : liraToKurus(Number(values.feeAmount)),
  },
  setLengthMinutes: Number(values.setLengthMinutes),
  loadInAt: values.loadIn ? fromClockInput(values.loadIn, gigStart) : null,
  soundcheckAt: values.soundcheck ? fromClockInput(values.soundcheck, gigStart) : null,
  doorsAt: values.doors ? fromClockInput(values.doors, gigStart) : null,
  setAt: fromClockInput(values.setAt, gigStart) ?? '',
  provides: values.provides,
  cancellationPolicy: values.cancellationPolicy,
})
