import 'server-only'

import type { PaymentProvider } from '../domain/paymentProvider'
import type { Balances } from '../ledger/paymentBalances'

/** What the ledger holds of one basket item's money, and where the provider keeps it. */
type Compared = {
  checkoutKey: string | null | undefined
  itemId: string | null | undefined
  balances: Balances
  /** Whether an intent of this money is still without a result (refunds, releases in flight). */
  open: boolean
  /** The key of the provider call that reads the record. */
  key: string
}

/**
 * How the ledger's money of one basket item differs from the provider's record of it (captured,
 * refunded, released), or null when they agree and the ledger balances. A booking's payment and
 * a ticket order are compared the same way, item by item.
 */
export async function itemDifference(
  provider: PaymentProvider,
  { checkoutKey, itemId, balances, open, key }: Compared,
): Promise<string | null> {
  if (!checkoutKey || !itemId) return 'no provider reference'
  const record = await provider.retrievePayment({ key, paymentKey: checkoutKey })
  if (!record.ok) return `provider unreachable (${record.message})`
  const item = record.items.find((i) => i.itemId === itemId)
  if (!item) return 'provider has no record of the payment'
  if (item.price !== balances.charged)
    return `provider charged ${item.price}, ledger ${balances.charged}`
  if (!open && item.refunded !== balances.refunded)
    return `provider refunded ${item.refunded}, ledger ${balances.refunded}`
  if (!open && item.released !== balances.released > 0)
    return item.released ? 'provider released, ledger not' : 'ledger released, provider not'
  const { held, released, commission, withholding, refunded, charged } = balances
  if (held + released + commission + withholding + refunded !== charged)
    return 'ledger does not balance'
  return null
}
