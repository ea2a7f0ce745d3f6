import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { applyTo, seededSession, type Session } from './market'

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` })

/**
 * A booking of `artist` at a new gig of the seeded organizer `days` days ahead (three unless
 * said, 21:00 Istanbul time; one booking a day per artist), terms proposed (a fixed fee, doors at
 * 20:00, moderate policy) and, unless
 * `confirm` is false, confirmed by the artist.
 */
export async function bookingWithTerms(
  request: APIRequestContext,
  artist: Session,
  title: string,
  { confirm = true, days = 3 } = {},
) {
  const organizer = await seededSession(request, 'organizer')
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCHours(18, 0, 0, 0)
  const gig = await request.post('/api/gigs', {
    headers: auth(organizer),
    data: { title, date: date.toISOString(), city: 'istanbul', venue: 'Avlu Sahne', slots: 1 },
  })
  expect(gig.ok()).toBe(true)
  const gigId = ((await gig.json()) as { data: { id: number } }).data.id
  const applicationId = await applyTo(request, artist, gigId)
  const accepted = await request.post(`/api/applications/${applicationId}/accept`, {
    headers: auth(organizer),
    data: {},
  })
  expect(accepted.ok()).toBe(true)
  const bookings = await request.get('/api/me/bookings', { headers: auth(organizer) })
  const bookingId = (
    (await bookings.json()) as { data: { id: number; application: number }[] }
  ).data.find((b) => b.application === applicationId)!.id
  const hours = (h: number) => new Date(date.getTime() + h * 3_600_000).toISOString()
  const proposed = await request.put(`/api/bookings/${bookingId}/terms`, {
    headers: auth(organizer),
    data: {
      fee: { type: 'fixed', amount: 400_000 },
      setLengthMinutes: 60,
      loadInAt: hours(-3),
      soundcheckAt: hours(-2),
      doorsAt: hours(-1),
      setAt: date.toISOString(),
      provides: {},
      cancellationPolicy: 'moderate',
    },
  })
  expect(proposed.ok()).toBe(true)
  if (confirm) {
    const confirmed = await request.post(`/api/bookings/${bookingId}/terms/confirm`, {
      headers: auth(artist),
      data: {},
    })
    expect(confirmed.ok()).toBe(true)
  }
  return { organizer, gigId, applicationId, bookingId }
}

/** The artist's payout details through the API, so an organizer may pay them. */
export async function addPayout(request: APIRequestContext, artist: Session) {
  const payout = await request.put('/api/me/payout', {
    headers: auth(artist),
    data: {
      payeeType: 'individual',
      taxStatus: 'exempt',
      legalName: 'Deniz Işık',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      identityNumber: '10000000146',
      address: 'Moda Cad. 1, Kadıköy',
      city: 'İstanbul',
    },
  })
  expect(payout.ok()).toBe(true)
}

/** The hash of the booking's contract as `organizer` reads it: what "pay" sends once accepted. */
export async function acceptedContract(
  request: APIRequestContext,
  organizer: Session,
  bookingId: number,
): Promise<{ contract: string }> {
  const read = await request.get(`/api/bookings/${bookingId}/contract`, {
    headers: auth(organizer),
  })
  expect(read.ok()).toBe(true)
  return { contract: ((await read.json()) as { data: { hash: string } }).data.hash }
}

/** The organizer pays the booking on the provider's (stand-in's) page with its success card. */
export async function payBooking(
  page: Page,
  request: APIRequestContext,
  organizer: Session,
  bookingId: number,
) {
  const checkout = await request.post(`/api/bookings/${bookingId}/payment`, {
    headers: auth(organizer),
    data: await acceptedContract(request, organizer, bookingId),
  })
  expect(checkout.ok()).toBe(true)
  await page.goto(((await checkout.json()) as { data: { checkoutUrl: string } }).data.checkoutUrl)
  await page.locator('input[name=cardHolderName]').fill('Avlu Sahne')
  await page.locator('input[name=cardNumber]').fill('5528790000000008')
  await page.locator('input[name=expireMonth]').fill('12')
  await page.locator('input[name=expireYear]').fill('2030')
  await page.locator('input[name=cvc]').fill('123')
  await page.getByRole('button').click()
  await expect(page).toHaveURL(/payment=paid/)
}
