import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { bookingWithTerms, payBooking } from './helpers/bookings'
import { newArtist, signedInPage } from './helpers/market'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const run = Date.now().toString(36)
const SHOTS = process.env.PAYMENT_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    profile: '/profil',
    thread: (id: number) => `/panom/basvuru/${id}`,
    dashboard: '/panom',
    company: 'Limited veya anonim şirket',
    companyName: 'Şirketin ticaret unvanı',
    taxOffice: 'Vergi dairesi',
    taxNumber: 'Vergi numarası',
    identityNumber: 'T.C. kimlik numarası',
    address: 'Adres',
    city: 'Yaşadığınız il',
    taxStatus: 'Vergi durumu',
    corporate: 'Kurumlar vergisi mükellefiyim',
    fixed: "Tür, ilk kayıtta iyzico'ya bildirilir ve sonradan değiştirilemez.",
    chooseStatus: 'Lütfen vergi durumunuzu seçin.',
    save: 'Ödeme bilgilerini kaydet',
    change: 'Değiştir',
    locked: 'Kayıtlı tür: Limited veya anonim şirket. Bu tür değiştirilemez.',
    blocked: 'Ödemeleriniz bekletiliyor',
    missing: 'Vergi durumu',
    cardBlocked: 'Ödemeniz bekletiliyor',
    venueBlocked: 'sanatçının ödeme bilgileri tamamlanana kadar',
  },
  en: {
    profile: '/en/profile',
    thread: (id: number) => `/en/dashboard/applications/${id}`,
    dashboard: '/en/dashboard',
    company: 'A limited or joint-stock company',
    companyName: "The company's legal title",
    taxOffice: 'Tax office',
    taxNumber: 'Tax number',
    identityNumber: 'Turkish identity number',
    address: 'Address',
    city: 'Province',
    taxStatus: 'Tax status',
    corporate: 'Corporate taxpayer',
    fixed: 'The type is registered with iyzico when you first save and cannot be changed later.',
    chooseStatus: 'Please choose your tax status.',
    save: 'Save payout details',
    change: 'Change',
    locked: 'Registered as: A limited or joint-stock company. This type cannot be changed.',
    blocked: 'Your payouts are on hold',
    missing: 'Tax status',
    cardBlocked: 'Your payout is on hold',
    venueBlocked: "until the artist's payout details are complete",
  },
} as const

async function shoot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  )
  expect(overflow, `${name} scrolls sideways`).toBe(false)
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** Clears the tax status of `email`'s payout details, as details saved before tax statuses are. */
async function forgetTaxStatus(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      'update payout_details set tax_status = null where user_id = (select id from users where email = $1)',
      [email],
    )
    if (rowCount !== 1) throw new Error(`no payout details of ${email}`)
  } finally {
    await client.end()
  }
}

for (const locale of ['tr', 'en'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${locale} ${size}: a company payee, its type fixed once registered, a payout blocked until complete`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000)
      const w = WORDS[locale]
      const viewport = SIZES[size]
      const tag = `${locale}-${size}`
      const { session: artist, email } = await newArtist(request)

      // The form asks by type: a company gives its title, tax office and number, no identity number.
      const act = await signedInPage(browser, artist, viewport)
      await act.goto(w.profile)
      const payout = act.locator('#payout')
      await expect(payout.getByText(w.fixed)).toBeVisible()
      await payout.getByLabel(w.company).check()
      await expect(payout.getByLabel(w.identityNumber)).toHaveCount(0)
      await payout.getByLabel(w.companyName).fill('Dalga Müzik Yapım Ltd. Şti.')
      await payout.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 26')
      await payout.getByLabel(w.taxOffice).fill('Kadıköy')
      await payout.getByLabel(w.taxNumber).fill('1234567890')
      await payout.getByLabel(w.address).fill('Moda Cad. 1, Kadıköy')
      await payout.getByLabel(w.city).fill('İstanbul')
      await payout.getByRole('button', { name: w.save }).click()
      // No tax status: refused beside its field, in the page's language.
      await expect(payout.getByText(w.chooseStatus)).toBeVisible()
      await shoot(act, `payee-form-error-${tag}`)
      await payout.getByLabel(w.taxStatus).selectOption({ label: w.corporate })
      await payout.getByRole('button', { name: w.save }).click()
      await expect(payout.getByText('TR** **** **** **** **** **13 26')).toBeVisible()
      await expect(payout.getByText(w.company)).toBeVisible()
      // Registered: the type is shown fixed, no longer a choice.
      await payout.getByRole('button', { name: w.change }).click()
      await expect(payout.getByText(w.locked)).toBeVisible()
      await expect(payout.getByLabel(w.company)).toHaveCount(0)
      await shoot(act, `payee-form-locked-${tag}`)

      // A paid booking, then the details lose their tax status: the payout waits, both sides say why.
      const { organizer, bookingId, applicationId } = await bookingWithTerms(
        request,
        artist,
        `Stopaj Gecesi ${run} ${tag}`,
        { days: size === 'phone' ? 4 : 5 },
      )
      const venue = await signedInPage(browser, organizer, viewport)
      await payBooking(venue, request, organizer, bookingId)
      await forgetTaxStatus(email)

      await act.goto(w.profile)
      await expect(payout.getByText(w.blocked)).toBeVisible()
      await expect(payout.locator('#payout-blocked')).toContainText(w.missing)
      await shoot(act, `payee-blocked-form-${tag}`)
      await act.goto(w.thread(applicationId))
      await expect(act.getByText(w.cardBlocked)).toBeVisible()
      await shoot(act, `payee-blocked-card-${tag}`)
      await act.goto(w.dashboard)
      await expect(act.getByText(w.blocked)).toBeVisible()
      await shoot(act, `payee-blocked-dashboard-artist-${tag}`)
      await venue.goto(w.dashboard)
      await expect(venue.getByText(w.venueBlocked)).toBeVisible()
      await shoot(venue, `payee-blocked-dashboard-organizer-${tag}`)
    })
