import 'server-only'

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
}

export type ProviderResult<T> = ({ ok: true } & T) | { ok: false; code: string; message: string }

export type PayeeInput = {
  key: string
  /** The payee's key once registered: the details are updated, not registered twice. */
  payeeKey?: string | null
  kind: 'person' | 'company'
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
  locale: 'tr' | 'en'
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
  | { paid: false; reason: string }
