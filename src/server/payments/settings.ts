import 'server-only'

/** The provider's connection and the platform's money rules, read from the environment each call. */
export type PaymentSettings = {
  apiKey: string
  secretKey: string
  baseUrl: string
  commissionPercent: number
  releaseHours: number
  /** How long a provider call may take before its outcome is taken as unknown. */
  timeoutMs: number
  /** Minutes between reconciliations with the provider. */
  reconcileMinutes: number
  /** Payment is due at the latest this many hours before the gig starts. */
  dueBeforeGigHours: number
  /** The base URL is the local stand-in of iyzico's sandbox (the site shows a test banner). */
  standIn: boolean
}

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

/** Hours after the gig's start the artist's share is released (`PAYMENT_RELEASE_HOURS`, 48). */
export const releaseHours = () => numberOr(process.env.PAYMENT_RELEASE_HOURS, 48)

/** The settings, or null when no keys are set: payments are off, bookings are paid outside Sahne. */
export function paymentSettings(): PaymentSettings | null {
  const { IYZICO_API_KEY: apiKey, IYZICO_SECRET_KEY: secretKey, IYZICO_BASE_URL } = process.env
  if (!apiKey || !secretKey) return null
  const baseUrl = IYZICO_BASE_URL || 'https://sandbox-api.iyzipay.com'
  return {
    apiKey,
    secretKey,
    baseUrl,
    commissionPercent: numberOr(process.env.PLATFORM_COMMISSION_PERCENT, 10),
    releaseHours: releaseHours(),
    timeoutMs: numberOr(process.env.PAYMENT_PROVIDER_TIMEOUT_MS, 15_000),
    reconcileMinutes: numberOr(process.env.PAYMENT_RECONCILE_MINUTES, 1440),
    dueBeforeGigHours: numberOr(process.env.PAYMENT_DUE_BEFORE_GIG_HOURS, 12),
    standIn: apiKey === 'standin-api-key',
  }
}

/** Hours after the terms' confirmation the organizer has to pay, and when the reminder goes. */
export const DUE_HOURS = 72
export const REMIND_HOURS = 24
