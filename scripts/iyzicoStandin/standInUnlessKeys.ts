/**
 * For the launchers that run the site without a payment provider (the dev server, the browser
 * tests, `npm run stack`): unless IYZICO_API_KEY is set, starts the iyzico stand-in on a free
 * port and points this process's environment (inherited by the children) at it, as s3rver is
 * given to the tests that store uploads. After each payment it posts iyzico's notification to the
 * site's `/api/payments/notify` (at NEXT_PUBLIC_SERVER_URL, or IYZICO_STANDIN_NOTIFY_URL when
 * set), as iyzico would. Answers its stop.
 */
import getPort from 'get-port'

import { standInEnv, startIyzicoStandIn } from './standin'

export async function standInUnlessKeys(label: string): Promise<() => Promise<void>> {
  if (process.env.IYZICO_API_KEY) return async () => {}
  const site = process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'
  const notifyUrl = process.env.IYZICO_STANDIN_NOTIFY_URL || `${site}/api/payments/notify`
  const standIn = await startIyzicoStandIn(await getPort(), notifyUrl)
  Object.assign(process.env, standInEnv(standIn))
  // Payout details are sealed with a key; a stand-in run gets a fixed one unless it was given one.
  process.env.PAYOUT_ENCRYPTION_KEY ??= 'standin-payout-encryption-key'
  console.log(`[${label}] iyzico stand-in ${standIn.url} (test payments: no real card is charged)`)
  return standIn.stop
}
