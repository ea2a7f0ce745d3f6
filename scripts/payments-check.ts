/**
 * `npm run payments:check`: one real payment, release and refund against iyzico's sandbox, to
 * confirm what the local stand-in cannot (see docs/payments.md). Needs real sandbox keys in
 * IYZICO_API_KEY / IYZICO_SECRET_KEY (IYZICO_BASE_URL defaults to the sandbox) and refuses the
 * stand-in's. It registers a sub-merchant, opens a checkout of 100 TL and prints its page: pay
 * there with the sandbox card 5528 7900 0000 0008; it then polls the result, refunds 50 TL and
 * releases the rest, printing each answer.
 */
import { iyzicoProvider, paymentSettings } from '../src/server/payments'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main() {
  const settings = paymentSettings()
  if (!settings || settings.standIn) {
    console.error('Set real iyzico sandbox keys in IYZICO_API_KEY and IYZICO_SECRET_KEY first.')
    process.exit(2)
  }
  const provider = iyzicoProvider(settings)
  const run = `check-${Date.now()}`
  const payee = await provider.registerPayee({
    key: `${run}-payee`,
    payeeType: 'individual',
    legalName: 'Deniz Test',
    email: 'payments-check@example.com',
    iban: 'TR330006100519786457841326',
    identityNumber: '10000000146',
    address: 'Moda Cad. 1, Kadıköy',
    city: 'Istanbul',
  })
  console.log('registerPayee', payee)
  if (!payee.ok) process.exit(1)
  const checkout = await provider.startCheckout({
    key: `${run}-checkout`,
    basketId: run,
    amount: 10_000,
    payeeKey: payee.payeeKey,
    payeeAmount: 9_000,
    itemName: 'Sahne payments check',
    callbackUrl: 'https://example.com/api/payments/callback',
    locale: 'en',
    buyer: {
      id: '1',
      name: 'Check Organizer',
      email: 'organizer@example.com',
      city: 'Istanbul',
      ip: '85.34.78.112',
    },
  })
  console.log('startCheckout', checkout)
  if (!checkout.ok) process.exit(1)
  console.log(`Pay on ${checkout.url} with 5528 7900 0000 0008 (any name, 12/2030, CVC 123).`)
  for (let i = 0; i < 120; i++) {
    const result = await provider.retrieveCheckout({
      key: `${run}-retrieve`,
      token: checkout.token,
    })
    if (result.ok && result.paid) {
      console.log('retrieveCheckout', result)
      console.log(
        'refund',
        await provider.refund({
          key: `${run}-refund`,
          itemId: result.itemId,
          amount: 5_000,
          ip: '85.34.78.112',
        }),
      )
      console.log(
        'release',
        await provider.release({
          key: `${run}-release`,
          itemId: result.itemId,
          payeeKey: payee.payeeKey,
          payeeAmount: 4_500,
        }),
      )
      return
    }
    await sleep(5000)
  }
  console.error('No payment within 10 minutes.')
  process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
