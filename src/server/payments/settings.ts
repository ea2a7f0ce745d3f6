import 'server-only'

/** The provider's connection and the platform's money rules, read from the environment each call. */
export type PaymentSettings = {
  apiKey: string
  secretKey: string
  baseUrl: string
  commissionPercent: number
  releaseHours: number
  /** The base URL is the local stand-in of iyzico's sandbox (the site shows a test banner). */
  standIn: boolean
}

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

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
    releaseHours: numberOr(process.env.PAYMENT_RELEASE_HOURS, 48),
    standIn: apiKey === 'standin-api-key',
  }
}

/** Hours after the terms' confirmation the organizer has to pay, and when the reminder goes. */
export const DUE_HOURS = 72
export const REMIND_HOURS = 24
