import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { applyTo, newArtist, type Session } from './market'
import { istanbulEvening } from './shows'

const run = Date.now().toString(36)
let made = 0
const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` })

/** A new account of `role` through the site's API. */
export async function newAccount(request: APIRequestContext, role: 'fan' | 'organizer') {
  const registered = await request.post('/api/auth/register', {
    data: {
      fullname: role === 'fan' ? 'Bilet Alan' : 'Bilet Sahnesi',
      email: `e2e-tickets-${role}-${run}-${++made}@example.com`,
      password: 'Tickets2025x',
      role,
    },
  })
  expect(registered.ok()).toBe(true)
  return (await registered.json()) as Session
}

/**
 * A show that sells tickets on Sahne: a new venue account with its profile (capacity 200, an
 * address), company payout details, a gig at that venue `days` ahead with an artist booked, and
 * `types` saved as its ticket types. Answers the gig's id.
 */
export async function sellingShow(
  request: APIRequestContext,
  title: string,
  types: Record<string, unknown>[],
  days = 12,
) {
  return (await sellingShowOf(request, title, types, days)).gigId
}

/** `sellingShow`, answering the venue's session too (to move or cancel the show). */
export async function sellingShowOf(
  request: APIRequestContext,
  title: string,
  types: Record<string, unknown>[],
  days = 12,
) {
  const venue = await newAccount(request, 'organizer')
  const profile = await request.put('/api/profile', {
    headers: auth(venue),
    data: {
      name: `${title} Sahnesi`,
      city: 'istanbul',
      capacity: 200,
      address: 'Caferağa Mah. Moda Cad. 3, Kadıköy',
    },
  })
  expect(profile.ok()).toBe(true)
  const payout = await request.put('/api/me/payout', {
    headers: auth(venue),
    data: {
      payeeType: 'company',
      legalName: 'Bilet Sahnesi A.Ş.',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      address: 'Caferağa Mah. 3',
      city: 'İstanbul',
      taxStatus: 'corporateTaxpayer',
    },
  })
  expect(payout.ok()).toBe(true)
  const created = await request.post('/api/gigs', {
    headers: auth(venue),
    data: {
      title,
      date: istanbulEvening(days),
      city: 'istanbul',
      venue: `${title} Sahnesi`,
      slots: 1,
    },
  })
  expect(created.ok()).toBe(true)
  const gigId = ((await created.json()) as { data: { id: number } }).data.id
  const artist = await newArtist(request)
  const applicationId = await applyTo(request, artist.session, gigId)
  const accepted = await request.post(`/api/applications/${applicationId}/accept`, {
    headers: auth(venue),
    data: {},
  })
  expect(accepted.ok()).toBe(true)
  const saved = await request.put(`/api/shows/${gigId}/tickets`, {
    headers: auth(venue),
    data: { types },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return { gigId, venue }
}

/** Pays on the provider's (stand-in's) page with its success card; back on the site after. */
export async function payOnProvider(page: Page) {
  await page.locator('input[name=cardHolderName]').fill('Bilet Alan')
  await page.locator('input[name=cardNumber]').fill('5528790000000008')
  await page.locator('input[name=expireMonth]').fill('12')
  await page.locator('input[name=expireYear]').fill('2030')
  await page.locator('input[name=cvc]').fill('123')
  await page.getByRole('button').click()
  await expect(page).toHaveURL(/[?&]payment=paid/)
}

/**
 * `fan` buys `quantity` of the show's first type: held and its contract accepted through the
 * API, then paid on the provider's page in `page` (signed in as the fan).
 */
export async function buyTickets(
  request: APIRequestContext,
  page: Page,
  fan: Session,
  gigId: number,
  quantity: number,
) {
  const types = await request.get(`/api/shows/${gigId}/tickets`)
  const typeId = ((await types.json()) as { data: { id: number }[] }).data[0]!.id
  const hold = await request.post(`/api/shows/${gigId}/tickets/hold`, {
    headers: auth(fan),
    data: { items: [{ typeId, quantity }] },
  })
  expect(hold.ok(), await hold.text()).toBe(true)
  const orderId = ((await hold.json()) as { data: { orderId: number } }).data.orderId
  const contract = await request.get(`/api/orders/${orderId}/contract`, { headers: auth(fan) })
  const hash = ((await contract.json()) as { data: { hash: string } }).data.hash
  const started = await request.post(`/api/orders/${orderId}/payment`, {
    headers: auth(fan),
    data: { contract: hash },
  })
  expect(started.ok(), await started.text()).toBe(true)
  await page.goto(((await started.json()) as { data: { checkoutUrl: string } }).data.checkoutUrl)
  await payOnProvider(page)
  return orderId
}
