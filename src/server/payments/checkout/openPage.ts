import 'server-only'

import type { Payload } from 'payload'

import type { CheckoutAttempt, User } from '@/payload-types'
import { fail, inTransaction, lockRow, type Failure } from '@/server/platform'

import type { CheckoutInput } from '../domain/paymentProvider'
import { activeProvider } from '../provider'
import { setAttempt } from './lockAttempt'

/** A page opened this recently for the same terms and amount is handed out again. */
export const CHECKOUT_REUSE_MS = 20 * 60 * 1000
/** How a click waits for the page another click of the same payer is opening. */
const WAIT_STEP_MS = 100

export type Started = { checkoutUrl: string }
export type StartFailure = Failure<'invalid' | 'forbidden' | 'conflict' | 'unavailable'>

/**
 * Asks the provider for the page of an attempt recorded `opening` and committed (outside any
 * lock), then records what became of it in a second transaction, whatever it was. An attempt no
 * longer `opening` by then (the booking's terms changed, the order was given back) keeps its
 * token (money paid on it is found and refunded) but is not handed out: `changed` says why.
 */
export async function openPage(
  payload: Payload,
  user: User,
  attempt: CheckoutAttempt,
  input: Omit<CheckoutInput, 'key' | 'amount'>,
  changed: Parameters<typeof fail>[1],
): Promise<Started | StartFailure> {
  const { provider } = activeProvider()!
  const started = await provider.startCheckout({
    ...input,
    key: attempt.key,
    amount: attempt.amount ?? 0,
  })
  const recorded = await inTransaction(
    payload,
    user,
    async (req) => {
      await lockRow(req, 'checkout_attempts', attempt.id)
      const current = await payload.findByID({
        collection: 'checkout-attempts',
        id: attempt.id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (!started.ok) {
        // No page was handed out, so no money can be taken on it, whatever the provider did.
        payload.logger.error(`[payments] checkout not opened: ${started.code} ${started.message}`)
        await setAttempt(req, attempt.id, { state: 'failed', note: started.message.slice(0, 200) })
        return 'unavailable' as const
      }
      if (current.state !== 'opening') {
        await setAttempt(req, attempt.id, { token: started.token, url: started.url })
        return 'changed' as const
      }
      await setAttempt(req, attempt.id, { state: 'open', token: started.token, url: started.url })
      return { checkoutUrl: started.url }
    },
    { keyed: false },
  )
  if (recorded === 'unavailable') return fail('unavailable', 'Payments.errors.provider')
  if (recorded === 'changed') return fail('conflict', changed)
  return recorded
}

/** The page another click is opening, once it is open (or why it never will be). */
export async function waitForPage(
  payload: Payload,
  attemptId: number,
  timeoutMs: number,
): Promise<Started | StartFailure> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const attempt = await payload.findByID({
      collection: 'checkout-attempts',
      id: attemptId,
      depth: 0,
      overrideAccess: true,
    })
    if (attempt.state === 'open' && attempt.url) return { checkoutUrl: attempt.url }
    if (attempt.state !== 'opening' || Date.now() > until)
      return fail('unavailable', 'Payments.errors.provider')
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
  }
}
