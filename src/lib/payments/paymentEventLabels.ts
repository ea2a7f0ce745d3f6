import en from '../../../messages/en/payments.json'
import tr from '../../../messages/tr/payments.json'

import type { Locale } from '@/i18n/locales'

import type { PaymentEvent } from './paymentStates'

/**
 * Each payment event's name as the site's payment history shows it, for the panel too: the
 * admins read the same words as the parties, from the same messages.
 */
export const PAYMENT_EVENT_LABELS: Record<Locale, Record<PaymentEvent, string>> = {
  tr: tr.Payments.card.event,
  en: en.Payments.card.event,
}
