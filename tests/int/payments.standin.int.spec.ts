import { createHmac } from 'node:crypto'

import Iyzipay from 'iyzipay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isTurkishIban, maskIban } from '../../src/lib/payments/iban'
import { isTurkishIdentityNumber } from '../../src/lib/payments/identityNumber'
import { cancellationSplit, commissionOn } from '../../src/lib/payments/cancellationSplit'
import { STANDIN_KEYS, startIyzicoStandIn, type StandIn } from '../../scripts/iyzicoStandin/standin'
import { GOOD_IBAN, GOOD_TCKN } from '../helpers/payments'

let standIn: StandIn
beforeAll(async () => {
  standIn = await startIyzicoStandIn(0)
})
afterAll(async () => {
  await standIn.stop()
})

const PATH = '/onboarding/submerchant'
const BODY = JSON.stringify({
  name: 'x',
  email: 'a@b.c',
  address: 'y',
  iban: GOOD_IBAN,
  subMerchantExternalId: '1',
})
const authorization = (secret: string, apiKey = STANDIN_KEYS.apiKey, random = '123456') => {
  const signature = createHmac('sha256', secret)
    .update(random + PATH + BODY)
    .digest('hex')
  const fields = `apiKey:${apiKey}&randomKey:${random}&signature:${signature}`
  return `IYZWSv2 ${Buffer.from(fields).toString('base64')}`
}
const post = (header: string | null) =>
  fetch(standIn.url + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { authorization: header } : {}) },
    body: BODY,
  })

describe('the iyzico stand-in', () => {
  it('accepts a call signed with the secret, as the official client signs it', async () => {
    const client = new Iyzipay({ ...STANDIN_KEYS, uri: standIn.url })
    const result = await new Promise<Record<string, unknown>>((resolve) =>
      client.subMerchant.create(
        {
          locale: Iyzipay.LOCALE.TR,
          conversationId: 'c1',
          subMerchantExternalId: 'ext-1',
          subMerchantType: 'PERSONAL',
          address: 'Moda',
          contactName: 'Deniz',
          contactSurname: 'Işık',
          email: 'deniz@example.com',
          gsmNumber: '+905350000000',
          name: 'Deniz Işık',
          iban: GOOD_IBAN.replace(/ /g, ''),
          identityNumber: GOOD_TCKN,
          currency: 'TRY',
        },
        (_err, answer) => resolve(answer as unknown as Record<string, unknown>),
      ),
    )
    expect(result).toMatchObject({ status: 'success', conversationId: 'c1' })
    expect(result.subMerchantKey).toEqual(expect.any(String))
    expect((await post(authorization(STANDIN_KEYS.secretKey))).status).toBe(200)
  })

  it('refuses a bad signature, a wrong key and a missing header, and counts none of them', async () => {
    const before = standIn.calls.get(PATH) ?? 0
    for (const header of [
      authorization('not-the-secret'),
      authorization(STANDIN_KEYS.secretKey, 'another-api-key'),
      `IYZWSv2 ${Buffer.from('apiKey:standin-api-key&randomKey:1&signature:00').toString('base64')}`,
      null,
    ]) {
      const refused = await post(header)
      expect(refused.status).toBe(401)
      expect(await refused.json()).toMatchObject({ status: 'failure', errorCode: '1000' })
    }
    // A client built with the wrong secret is refused too.
    const wrong = new Iyzipay({ apiKey: STANDIN_KEYS.apiKey, secretKey: 'wrong', uri: standIn.url })
    const answer = await new Promise<{ status: string }>((resolve) =>
      wrong.checkoutForm.retrieve(
        { locale: Iyzipay.LOCALE.TR, conversationId: 'x', token: 'y' },
        (_e, r) => resolve(r as unknown as { status: string }),
      ),
    )
    expect(answer.status).toBe('failure')
    expect(standIn.calls.get(PATH) ?? 0).toBe(before)
  })
})

describe('payout checks', () => {
  it('an IBAN passes by its mod-97 check digits and is shown masked', () => {
    expect(isTurkishIban(GOOD_IBAN)).toBe(true)
    expect(isTurkishIban('TR34 0006 1005 1978 6457 8413 26')).toBe(false)
    expect(isTurkishIban('DE89370400440532013000')).toBe(false)
    expect(maskIban(GOOD_IBAN)).toBe('TR** **** **** **** **** **13 26')
  })

  it('a Turkish identity number passes by its two check digits', () => {
    expect(isTurkishIdentityNumber(GOOD_TCKN)).toBe(true)
    expect(isTurkishIdentityNumber('10000000145')).toBe(false)
    expect(isTurkishIdentityNumber('10000000156')).toBe(false)
    expect(isTurkishIdentityNumber('01234567890')).toBe(false)
  })
})

describe('the cancellation split, each policy at each window', () => {
  const start = new Date('2027-06-01T20:00:00Z')
  const before = (hours: number) => new Date(start.getTime() - hours * 3600_000)
  const amount = 500_000
  it.each([
    ['flexible', 49, 0],
    ['flexible', 47, 250_000],
    ['flexible', 1, 250_000],
    ['moderate', 8 * 24, 0],
    ['moderate', 3 * 24, 250_000],
    ['moderate', 2, 250_000],
    ['strict', 22 * 24, 0],
    ['strict', 20 * 24, 500_000],
    ['strict', 3 * 24, 500_000],
  ] as const)(
    '%s, %i hours before: the organizer cancelling leaves %i kuruş to the artist',
    (policy, hours, kept) => {
      const split = cancellationSplit(amount, policy, start, 'organizer', before(hours))
      expect(split).toMatchObject({ kept, refunded: amount - kept })
    },
  )

  it.each(['flexible', 'moderate', 'strict'] as const)(
    '%s: the artist cancelling refunds everything, even an hour before',
    (policy) => {
      expect(cancellationSplit(amount, policy, start, 'artist', before(1))).toMatchObject({
        kept: 0,
        refunded: amount,
      })
    },
  )

  it('the commission is rounded to the kuruş', () => {
    expect(commissionOn(333_333, 10)).toBe(33_333)
  })
})
