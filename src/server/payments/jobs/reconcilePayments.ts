import 'server-only'

import type { Payload } from 'payload'

import { siteUrl } from '@/lib/seo/siteUrl'
import { mailAdmins } from '@/server/outreach'
import { translate } from '@/server/platform'

import { paymentBalances } from '../ledger/paymentBalances'
import { activeProvider } from '../provider'

/**
 * Compares each charged payment in the ledger with the provider's record of it (retrieved by its
 * checkout token): paid or not, and the amount. A difference is written on the payment's
 * `flagged` field, which the panel's list shows admins, and logged; the admins are mailed once per
 * run that flags any. Answers the flagged ids.
 */
export async function reconcilePayments(payload: Payload): Promise<number[]> {
  const active = activeProvider()
  if (!active) return []
  // The worker's own check: full access.
  const { docs } = await payload.find({
    collection: 'payments',
    where: { status: { not_equals: 'due' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const flagged: number[] = []
  for (const payment of docs) {
    const token = payment.checkout?.token
    const balances = await paymentBalances(payload, payment.id)
    const remote = token
      ? await active.provider.retrieveCheckout({ key: `reconcile-${payment.id}`, token })
      : null
    let difference: string | null = null
    if (!remote || !remote.ok)
      difference = `provider has no record (${remote?.message ?? 'no token'})`
    else if (!remote.paid) difference = 'provider says unpaid'
    else if (remote.amount !== balances.charged)
      difference = `provider charged ${remote.amount}, ledger ${balances.charged}`
    else if (
      balances.held + balances.released + balances.commission + balances.refunded !==
      balances.charged
    )
      difference = 'ledger does not balance'
    // A difference stays flagged until an admin clears it; a run finding none changes nothing.
    if (!difference || difference === payment.flagged) continue
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { flagged: difference },
      overrideAccess: true,
    })
    flagged.push(payment.id)
    payload.logger.warn(`[payments] reconciliation: payment ${payment.id}: ${difference}`)
  }
  if (flagged.length > 0) {
    const values = { count: flagged.length }
    await mailAdmins(payload, (locale) => ({
      subject: translate(locale, 'Payments.adminMail.difference.subject', values),
      heading: translate(locale, 'Payments.adminMail.difference.heading'),
      paragraphs: [translate(locale, 'Payments.adminMail.difference.body', values)],
      action: {
        label: translate(locale, 'Payments.adminMail.difference.action'),
        url: `${siteUrl()}/cms/collections/payments`,
      },
    }))
  }
  return flagged
}
