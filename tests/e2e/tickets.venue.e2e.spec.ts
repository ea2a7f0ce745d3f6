import { mkdirSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { addPayout } from './helpers/bookings'
import {
  applyTo,
  newArtist,
  noSidewaysScroll,
  signedInPage,
  uniqueTitle,
  type Session,
} from './helpers/market'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const SHOTS = process.env.TICKET_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })
const run = Date.now().toString(36)
let made = 0

const WORDS = {
  tr: {
    gig: '/gigler',
    heading: 'Bilet satışı',
    notice: 'Ücretli biletler için ödeme bilgileriniz gerekir',
    payoutLink: 'Ödeme bilgilerini ekle',
    add: 'Bilet türü ekle',
    nameTr: 'Türkçe adı',
    nameEn: 'İngilizce adı',
    free: 'Ücretsiz',
    paid: 'Ücretli',
    price: 'Bilet fiyatı (₺)',
    quantity: 'Adet',
    save: 'Bilet satışını kaydet',
    saved: 'Bilet satışınız kaydedildi.',
    fanPays:
      'Hayran ₺263,03 öder (₺12,53 hizmet bedeli dahil); siz bilet başına ₺250,50 alırsınız.',
    capacity: 'Mekânınız 300 kişi alıyor; bilet türleriniz toplam 140 bilet.',
    quantityError: 'Adet 1 ile 100.000 arasında bir tam sayıdır.',
    counts: '0 satıldı · şu an 0 ayrılmış',
  },
  en: {
    gig: '/en/gigs',
    heading: 'Ticket sales',
    notice: 'Paid tickets need your payout details',
    payoutLink: 'Add payout details',
    add: 'Add a ticket type',
    nameTr: 'Name in Turkish',
    nameEn: 'Name in English',
    free: 'Free',
    paid: 'Paid',
    price: 'Ticket price (₺)',
    quantity: 'Quantity',
    save: 'Save ticket sales',
    saved: 'Your ticket sales were saved.',
    fanPays: 'The fan pays ₺263.03 (₺12.53 service fee included); you receive ₺250.50 per ticket.',
    capacity: 'Your venue holds 300 people; your ticket types add up to 140.',
    quantityError: 'The quantity is a whole number from 1 to 100,000.',
    counts: '0 sold · 0 held now',
  },
} as const

/** A new venue account with a venue of 300 people, and a show of it: an artist booked. */
async function venueWithShow(request: APIRequestContext) {
  const registered = await request.post('/api/auth/register', {
    data: {
      fullname: 'E2E Bilet Mekânı',
      email: `e2e-ticket-venue-${run}-${++made}@example.com`,
      password: 'Organizer2025x',
      role: 'organizer',
    },
  })
  expect(registered.ok()).toBe(true)
  const venue = (await registered.json()) as Session
  const headers = { Authorization: `Bearer ${venue.token}` }
  const profile = await request.put('/api/profile', {
    headers,
    data: {
      name: `Bilet Sahnesi ${run}${made}`,
      city: 'istanbul',
      capacity: 300,
      genres: ['jazz'],
      links: {},
    },
  })
  expect(profile.ok(), await profile.text()).toBe(true)
  const created = await request.post('/api/gigs', {
    headers,
    data: {
      title: uniqueTitle('Biletli Gece'),
      date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      city: 'istanbul',
      slots: 1,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const gigId = ((await created.json()) as { data: { id: number } }).data.id
  const artist = await newArtist(request)
  const applicationId = await applyTo(request, artist.session, gigId)
  const accepted = await request.post(`/api/applications/${applicationId}/accept`, {
    headers,
    data: {},
  })
  expect(accepted.ok(), await accepted.text()).toBe(true)
  return { venue, gigId }
}

/**
 * The section, checked for sideways scrolling, captured at both widths in screen-high parts
 * (`<name>-<size>-<n>.png`), so each part reads at its real size.
 */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport)
    expect(await noSidewaysScroll(page), `${name} ${size} scrolls sideways`).toBe(true)
    const box = await page.getByRole('region', { name: /Bilet satışı|Ticket sales/ }).boundingBox()
    if (!box) throw new Error('no ticket sales section')
    const top = box.y + (await page.evaluate(() => window.scrollY))
    for (let part = 0; part * viewport.height < box.height; part++)
      await page.screenshot({
        path: `${SHOTS}/${name}-${size}-${part + 1}.png`,
        fullPage: true,
        clip: {
          x: 0,
          y: top + part * viewport.height,
          width: viewport.width,
          height: Math.min(viewport.height, box.height - part * viewport.height),
        },
      })
  }
}

for (const locale of ['tr', 'en'] as const) {
  const w = WORDS[locale]

  test(`${locale}: a venue with payout details opens sales with a paid and a free type`, async ({
    browser,
    request,
  }) => {
    const { venue, gigId } = await venueWithShow(request)
    await addPayout(request, venue)
    const page = await signedInPage(browser, venue, SIZES.desktop)
    await page.goto(`${w.gig}/${gigId}`)
    const sales = page.getByRole('region', { name: w.heading })
    await expect(sales.getByRole('button', { name: w.add })).toBeVisible()
    await expect(sales.getByText(w.notice)).toHaveCount(0)

    await sales.getByRole('button', { name: w.add }).click()
    const first = sales.getByRole('listitem').nth(0)
    await first.getByLabel(w.nameTr).fill('Genel Giriş')
    await first.getByLabel(w.nameEn).fill('General')
    await first.getByLabel(w.paid).check()
    await first.getByLabel(w.price).fill('250.50')
    await first.getByLabel(w.quantity).fill('120')
    // What the fan pays with the fee, and what the venue receives, as the venue types.
    await expect(first.getByText(w.fanPays)).toBeVisible()

    await sales.getByRole('button', { name: w.add }).click()
    const second = sales.getByRole('listitem').nth(1)
    await second.getByLabel(w.nameTr).fill('Davetli')
    await second.getByLabel(w.nameEn).fill('Guest list')
    await second.getByLabel(w.free).check()
    await second.getByLabel(w.quantity).fill('20')
    await expect(sales.getByText(w.capacity)).toBeVisible()
    await sales.getByRole('button', { name: w.save }).click()
    await expect(sales.getByText(w.saved)).toBeVisible()
    await shoot(page, `ticket-sales-paid-${locale}`)

    await page.reload()
    const again = sales.getByRole('listitem')
    await expect(again).toHaveCount(2)
    await expect(again.nth(0).getByLabel(w.nameTr)).toHaveValue('Genel Giriş')
    await expect(again.nth(0).getByLabel(w.price)).toHaveValue('250.5')
    await expect(again.nth(0).getByLabel(w.quantity)).toHaveValue('120')
    await expect(again.nth(0).getByText(w.counts)).toBeVisible()
    await expect(again.nth(1).getByLabel(w.nameEn)).toHaveValue('Guest list')
    await expect(again.nth(1).getByLabel(w.free)).toBeChecked()
    // What fans read: the paid type priced with its fee.
    const publicList = await request.get(`/api/shows/${gigId}/tickets?locale=en`)
    const types = ((await publicList.json()) as { data: { name: string; total: number }[] }).data
    expect(types.map((type) => [type.name, type.total])).toEqual([
      ['General', 26_303],
      ['Guest list', 0],
    ])
  })

  test(`${locale}: a venue without payout details is told so and opens a free type`, async ({
    browser,
    request,
  }) => {
    const { venue, gigId } = await venueWithShow(request)
    const page = await signedInPage(browser, venue, SIZES.phone)
    await page.goto(`${w.gig}/${gigId}`)
    const sales = page.getByRole('region', { name: w.heading })
    await expect(sales.getByText(w.notice)).toBeVisible()
    await expect(sales.getByRole('link', { name: w.payoutLink })).toHaveAttribute(
      'href',
      locale === 'tr' ? '/profil#payout' : '/en/profile#payout',
    )
    await sales.getByRole('button', { name: w.add }).click()
    const row = sales.getByRole('listitem').nth(0)
    await expect(row.getByLabel(w.free)).toBeChecked()
    await expect(row.getByLabel(w.paid)).toBeDisabled()
    await row.getByLabel(w.nameTr).fill('Ücretsiz Giriş')
    await row.getByLabel(w.nameEn).fill('Free entry')
    // A refusal is shown beside the field it names, in the page's language.
    await sales.getByRole('button', { name: w.save }).click()
    await expect(row.getByText(w.quantityError)).toBeVisible()
    await expect(row.getByLabel(w.quantity)).toHaveAttribute('aria-invalid', 'true')
    await shoot(page, `ticket-sales-nopayout-error-${locale}`)

    await row.getByLabel(w.quantity).fill('50')
    await sales.getByRole('button', { name: w.save }).click()
    await expect(sales.getByText(w.saved)).toBeVisible()
    await page.reload()
    await expect(sales.getByRole('listitem').nth(0).getByLabel(w.nameEn)).toHaveValue('Free entry')
    await expect(sales.getByText(w.notice)).toBeVisible()
    await shoot(page, `ticket-sales-nopayout-${locale}`)
  })
}

test('others on a show’s page see no ticket sales', async ({ browser, request }) => {
  const { gigId } = await venueWithShow(request)
  const login = await request.post('/api/auth/login', {
    data: { email: 'organizer@example.com', password: 'Organizer2025' },
  })
  const otherVenue = (await login.json()) as Session
  const page = await signedInPage(browser, otherVenue, SIZES.desktop)
  await page.goto(`/en/gigs/${gigId}`)
  await expect(page.getByRole('heading', { name: 'Lineup' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: 'Ticket sales' })).toHaveCount(0)
})
