import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { signedInPage, type Session } from './helpers/market'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const run = Date.now().toString(36)
const SHOTS = process.env.PAYMENT_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    profile: '/profil',
    title: 'Ödeme bilgileri',
    intro: "Sahne'nin bilet satışlarınızın tutarını gösterilerinizden sonra ödediği hesap.",
    none: 'Henüz ödeme bilgisi yok: ücretli bilet satabilmek için ekleyin.',
    individual: 'Şahıs (bireysel)',
    name: 'Adınız ve soyadınız',
    identityNumber: 'T.C. kimlik numarası',
    identityError: 'Lütfen geçerli, 11 haneli bir T.C. kimlik numarası girin.',
    address: 'Adres',
    city: 'Yaşadığınız il',
    taxStatus: 'Vergi durumu',
    income: 'Gelir vergisi mükellefiyim',
    save: 'Ödeme bilgilerini kaydet',
    locked: 'Kayıtlı tür: Şahıs (bireysel). Bu tür değiştirilemez.',
    change: 'Değiştir',
  },
  en: {
    profile: '/en/profile',
    title: 'Payout details',
    intro: 'Where Sahne pays your ticket sales after your shows.',
    none: 'No payout details yet: add them to sell paid tickets.',
    individual: 'An individual',
    name: 'Your full name',
    identityNumber: 'Turkish identity number',
    identityError: 'Please enter a valid 11-digit Turkish identity number.',
    address: 'Address',
    city: 'Province',
    taxStatus: 'Tax status',
    income: 'Income taxpayer',
    save: 'Save payout details',
    locked: 'Registered as: An individual. This type cannot be changed.',
    change: 'Change',
  },
} as const

async function shoot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  )
  expect(overflow, `${name} scrolls sideways`).toBe(false)
  await page.locator('#payout').screenshot({ path: `${SHOTS}/${name}.png` })
}

let made = 0
/** A new venue account (an organizer), through the site's API: no payout details yet. */
async function newVenue(request: import('@playwright/test').APIRequestContext) {
  const registered = await request.post('/api/auth/register', {
    data: {
      fullname: 'E2E Mekân',
      email: `e2e-venue-payout-${run}-${++made}@example.com`,
      password: 'Organizer2025x',
      role: 'organizer',
    },
  })
  expect(registered.ok()).toBe(true)
  return (await registered.json()) as Session
}

for (const locale of ['tr', 'en'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${locale} ${size}: a venue saves its payout details on its profile`, async ({
      browser,
      request,
    }) => {
      const w = WORDS[locale]
      const tag = `${locale}-${size}`
      const venue = await signedInPage(browser, await newVenue(request), SIZES[size])
      await venue.goto(w.profile)
      const payout = venue.locator('#payout')
      await expect(payout.getByRole('heading', { name: w.title })).toBeVisible()
      await expect(payout.getByText(w.intro)).toBeVisible()
      await expect(payout.getByText(w.none)).toBeVisible()
      await shoot(venue, `payee-venue-empty-${tag}`)

      await payout.getByLabel(w.individual).check()
      await payout.getByLabel(w.name).fill('Selin Kaya')
      await payout.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 26')
      await payout.getByLabel(w.identityNumber).fill('12345678901')
      await payout.getByLabel(w.address).fill('Caferağa Mah. 3, Kadıköy')
      await payout.getByLabel(w.city).fill('İstanbul')
      await payout.getByLabel(w.taxStatus).selectOption({ label: w.income })
      await payout.getByRole('button', { name: w.save }).click()
      // A wrong identity number is refused beside its field, in the page's language.
      await expect(payout.getByText(w.identityError)).toBeVisible()
      await shoot(venue, `payee-venue-error-${tag}`)

      await payout.getByLabel(w.identityNumber).fill('10000000146')
      await payout.getByRole('button', { name: w.save }).click()
      await expect(payout.getByText('TR** **** **** **** **** **13 26')).toBeVisible()
      await expect(payout.getByText(w.none)).toHaveCount(0)
      await shoot(venue, `payee-venue-saved-${tag}`)
      await payout.getByRole('button', { name: w.change }).click()
      await expect(payout.getByText(w.locked)).toBeVisible()
    })
