import { fromIstanbulInput, toIstanbulInput } from '@/lib/market/istanbulTime'
import { kurusToLira, liraToKurus } from '@/lib/money/kurus'
import type { FeeType, GigStatus } from '@/lib/market/gigStatus'
import type { PublicGig } from '@/server/market'

export type GigFormValues = {
  title: string
  shortDescription: string
  description: string
  date: string
  deadline: string
  city: string
  venue: string
  genres: string[]
  slots: string
  status: GigStatus
  feeType: FeeType | ''
  feeAmount: string
  feeMin: string
  feeMax: string
  ticketUrl: string
}

// The form shows and takes lira; the API stores and answers kuruş.
const text = (kurus: number | null | undefined) => (kurus == null ? '' : String(kurusToLira(kurus)))
const number = (lira: string) => (lira.trim() === '' ? null : liraToKurus(Number(lira)))

/** The form's fields for a gig being edited, or empty ones for a new gig. */
export const toGigFormValues = (gig?: PublicGig): GigFormValues => ({
  title: gig?.title ?? '',
  shortDescription: gig?.shortDescription ?? '',
  description: gig?.description ?? '',
  date: toIstanbulInput(gig?.date),
  deadline: toIstanbulInput(gig?.deadline),
  city: gig?.cityKey ?? '',
  venue: gig?.venue ?? '',
  genres: gig?.genres ?? [],
  slots: String(gig?.slots ?? 1),
  status: gig?.status ?? 'open',
  feeType: gig?.fee?.type ?? '',
  feeAmount: text(gig?.fee?.amount),
  feeMin: text(gig?.fee?.min),
  feeMax: text(gig?.fee?.max),
  ticketUrl: gig?.ticketUrl ?? '',
})

/** The API's gig body (the field names); times typed in the form are Istanbul time. */
export const toGigBody = (values: GigFormValues) => ({
  title: values.title,
  shortDescription: values.shortDescription,
  description: values.description,
  date: fromIstanbulInput(values.date) ?? '',
  deadline: fromIstanbulInput(values.deadline),
  city: values.city || null,
  venue: values.venue || null,
  genres: values.genres,
  slots: Number(values.slots),
  status: values.status,
  ticketUrl: values.ticketUrl.trim() || null,
  fee: values.feeType
    ? {
        type: values.feeType,
        amount: values.feeType === 'fixed' ? number(values.feeAmount) : null,
        min: values.feeType === 'range' ? number(values.feeMin) : null,
        max: values.feeType === 'range' ? number(values.feeMax) : null,
      }
    : null,
})
