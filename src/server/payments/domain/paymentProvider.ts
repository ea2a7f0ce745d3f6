import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { PayeeType } from '@/lib/payments/payee'

/**
 * The port to the payment institution that holds the organizer's money: a checkout page, the
 * result of a checkout, releasing an item to its sub-merchant, refunding part of it, and
 * registering a payee. Amounts in kuruş. Every call carries `key`, the idempotency key the
 * provider sees as its conversation id; the domain never repeats a call it has recorded as done.
 */
export interface PaymentProvider {
  registerPayee(input: PayeeInput): Promise<ProviderResult<{ payeeKey: string }>>
  startCheckout(input: CheckoutInput): Promise<ProviderResult<{ token: string; url: string }>>
  retrieveCheckout(input: { key: string; token: string }): Promise<ProviderResult<CheckoutOutcome>>
  release(input: {
    key: string
    itemId: string
    payeeKey: string
    /** What the payee receives of the item, in kuruş (the item's price less the commission). */
    payeeAmount: number
  }): Promise<ProviderResult<{ released: true }>>
  refund(input: {
    key: string
    itemId: string
    amount: number
    ip: string
  }): Promise<ProviderResult<{ refundId: string }>>
  /**
   * What the provider holds for a captured payment, item by item: how much of each item was
   * refunded and whether its share was released. Asked whenever an operation's outcome is unknown.
   */
  retrievePayment(input: {
    key: string
    /** The key the checkout was opened with (its `conversationId`). */
    paymentKey: string
  }): Promise<ProviderResult<PaymentRecord>>
}

/**
 * A refusal (`unknown` false: the provider answered that it did nothing) or an unknown outcome
 * (`unknown` true: no answer came, so the call may or may not have been carried out).
 */
export type ProviderFailure = { ok: false; code: string; message: string; unknown?: boolean }
export type ProviderResult<T> = ({ ok: true } & T) | ProviderFailure

export type PaymentRecord = {
  items: { itemId: string; price: number; refunded: number; released: boolean }[]
}

export type PayeeInput = {
  key: string
  /** The payee's key once registered: the details are updated, not registered twice. */
  payeeKey?: string | null
  /** Registered as iyzico's matching sub-merchant type (PERSONAL, PRIVATE_COMPANY, LIMITED_OR_JOINT_STOCK_COMPANY). */
  payeeType: PayeeType
  /** The person's full name, or the business's legal title. */
  legalName: string
  email: string
  iban: string
  identityNumber?: string
  taxNumber?: string
  taxOffice?: string
  address: string
  city: string
}

export type CheckoutInput = {
  key: string
  basketId: string
  amount: number
  payeeKey: string
  payeeAmount: number
  itemName: string
  callbackUrl: string
  locale: Locale
  buyer: {
    id: string
    name: string
    email: string
    city: string
    ip: string
  }
}

export type CheckoutOutcome =
  | { paid: true; paymentId: string; itemId: string; amount: number; basketId: string }
  | {
      paid: false
      reason: string
      /** The provider's error code for a refused card, when it gave one. */
      code?: string
      /** The provider refused the card: nothing more comes. */ final: boolean
    }
