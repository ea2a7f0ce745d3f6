import 'server-only'

import type { PaymentProvider } from './domain/paymentProvider'
import { iyzicoProvider } from './iyzico/iyzicoProvider'
import { paymentSettings, type PaymentSettings } from './settings'

/** The configured provider with its settings, or null: payments are off. */
export function activeProvider(): { provider: PaymentProvider; settings: PaymentSettings } | null {
  const settings = paymentSettings()
  return settings ? { provider: iyzicoProvider(settings), settings } : null
}
