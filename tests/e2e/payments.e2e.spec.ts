import { mkdirSync, readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { acceptedContract, bookingWithTerms } from './helpers/bookings'
import { newArtist, signedInPage } from './helpers/market'
import { gigStarted } from './helpers/gigStarted'
import { signInToPanel } from './helpers/session'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const run = Date.now().toString(36)
const SHOTS = process.env.PAYMENT_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    profile: '/profil',
    thread: (id: number) => `/panom/basvuru/${id}`,
    legalName: 'Adınız ve soyadınız',
    taxStatus: 'Vergi durumu',
    incomeTaxpayer: 'Gelir vergisi mükellefiyim',
    withholding: 'E-ticaret stopajı',
    identityNumber: 'T.C. kimlik numarası',
    address: 'Adres',
    city: 'Yaşadığınız il',
    save: 'Ödeme bilgilerini kaydet',
    ibanError: 'Lütfen geçerli bir Türk IBAN',
    payment: 'Ödeme',
    testMode: 'Test ödemeleri',
    pay: /öde$/,
    preInformation: 'Ön bilgilendirme formu',
    withdrawal: 'cayma hakkı bulunmamaktadır',
    accept: 'Ön bilgilendirme formunu ve mesafeli hizmet sözleşmesini okudum, kabul ediyorum.',
    acceptFirst: 'Lütfen önce ön bilgilendirme formunu ve sözleşmeyi kabul etmek',
    failed: 'Kart reddedildi ve hiçbir tutar çekilmedi',
    declined: 'Banka, kartın limitinin veya bakiyesinin yetmediğini bildirdi.',
    paid: 'Ödendi, tutuluyor',
    paidNow: 'Teşekkürler: ödeme gerçekleşti',
    share: 'Payınız',
    cancel: 'Rezervasyonu iptal et',
    reason: 'Neden',
    split: 'Şimdi iptal ederseniz',
    partly: 'Kısmen iade edildi',
    receipt: 'Makbuz (PDF)',
    statement: 'Ödeme dökümü (PDF)',
    dashboard: '/panom',
    summary: 'Ödemeler',
    held: "Sahne'nin tuttuğu",
    problemFrom: 'Gigle ilgili bir sorun, başladığı andan',
    commission: 'Ödenen tutar üzerinden Sahne komisyonu',
    releasedToYou: 'Size ödenen',
    // Kept ₺2.000: Sahne's commission ₺200, the 1 % withholding ₺20, paid out ₺1.780.
    settled: ['₺2.000', '₺200', '₺20', '₺1.780'],
  },
  en: {
    profile: '/en/profile',
    thread: (id: number) => `/en/dashboard/applications/${id}`,
    legalName: 'Your full name',
    taxStatus: 'Tax status',
    incomeTaxpayer: 'Income taxpayer',
    withholding: 'E-commerce withholding',
    identityNumber: 'Turkish identity number',
    address: 'Address',
    city: 'Province',
    save: 'Save payout details',
    ibanError: 'Please enter a valid Turkish IBAN',
    payment: 'Payment',
    testMode: 'Test payments',
    pay: /^Pay /,
    preInformation: 'Pre-information form',
    withdrawal: 'the right of withdrawal does not apply',
    accept:
      'I have read the pre-information form and the distance service contract and I accept them.',
    acceptFirst: 'Please tick the box to accept the pre-information form and the contract first.',
    failed: 'The card was refused and nothing was charged',
    declined: "The bank says the card's limit or balance is not enough.",
    paid: 'Paid, held',
    paidNow: 'Thank you: the payment went through',
    share: 'Your share',
    cancel: 'Cancel booking',
    reason: 'Reason',
    split: 'If you cancel now',
    partly: 'Partly refunded',
    receipt: 'Receipt (PDF)',
    statement: 'Payout statement (PDF)',
    dashboard: '/en/dashboard',
    summary: 'Payments',
    held: 'Held by Sahne',
    problemFrom: 'A problem with the gig can be reported from its start',
    commission: "Sahne's commission on what was paid out",
    releasedToYou: 'Paid out to you',
    // Kept ₺2,000: Sahne's commission ₺200, the 1 % withholding ₺20, paid out ₺1,780.
    settled: ['₺2,000', '₺200', '₺20', '₺1,780'],
  },
} as const

async function shoot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  )
  expect(overflow, `${name} scrolls sideways`).toBe(false)
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function fillCard(page: Page, card: string) {
  await expect(page.locator('input[name=cardNumber]')).toBeVisible()
  await page.locator('input[name=cardHolderName]').fill('Avlu Sahne')
  await page.locator('input[name=cardNumber]').fill(card)
  await page.locator('input[name=expireMonth]').fill('12')
  await page.locator('input[name=expireYear]').fill('2030')
  await page.locator('input[name=cvc]').fill('123')
  await page.getByRole('button').click()
}

for (const locale of ['tr', 'en'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${locale} ${size}: payout details, a refused card then a paid one, a cancel with its split`, async ({
      browser,
      request,
    }) => {
      // A whole journey of two parties (payout details, two payments, a cancel, both cards and
      // PDFs): some 50 s on two cores, too near the 60 s default.
      test.setTimeout(120_000)
      const w = WORDS[locale]
      const viewport = SIZES[size]
      const { session: artist } = await newArtist(request)
      const tag = `${locale}-${size}`

      // The artist adds payout details: a wrong IBAN is refused beside its field, then saved masked.
      const act = await signedInPage(browser, artist, viewport)
      await act.goto(w.profile)
      const payout = act.locator('#payout')
      await payout.getByLabel(w.legalName).fill('Deniz Işık')
      await payout.getByLabel('IBAN').fill('TR34 0006 1005 1978 6457 8413 26')
      await payout.getByLabel(w.identityNumber).fill('10000000146')
      await payout.getByLabel(w.address).fill('Moda Cad. 1, Kadıköy')
      await payout.getByLabel(w.city).fill('İstanbul')
      await payout.getByLabel(w.taxStatus).selectOption({ label: w.incomeTaxpayer })
      await payout.getByRole('button', { name: w.save }).click()
      await expect(payout.getByText(w.ibanError)).toBeVisible()
      await payout.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 26')
      await payout.getByRole('button', { name: w.save }).click()
      await expect(payout.getByText('TR** **** **** **** **** **13 26')).toBeVisible()
      await payout.scrollIntoViewIfNeeded()
      await shoot(act, `payout-artist-${tag}`)

      const { organizer, applicationId } = await bookingWithTerms(
        request,
        artist,
        `Ödeme Gecesi ${run} ${tag}`,
      )

      // The organizer pays: the refused card first (nothing charged), then the success card.
      const venue = await signedInPage(browser, organizer, viewport)
      await venue.goto(w.thread(applicationId))
      const card = venue.locator('section', {
        has: venue.getByRole('heading', { name: w.payment, exact: true }),
      })
      await expect(card.getByText(w.testMode)).toBeVisible()
      // Every page says so while the stand-in takes the payments, not only the payment card.
      await expect(venue.getByRole('note').filter({ hasText: w.testMode }).first()).toBeVisible()
      // Before paying: the pre-information form and the contract, read and accepted in a box
      // that is not ticked; Pay without it says so at the box and opens no page.
      await card.getByText(w.preInformation, { exact: true }).click()
      // The form, opened, says why there is no withdrawal (the contract, still folded, says it too).
      await expect(card.getByText(w.withdrawal).first()).toBeVisible()
      const accept = card.getByRole('checkbox', { name: w.accept })
      await expect(accept).not.toBeChecked()
      await shoot(venue, `payment-due-organizer-${tag}`)
      await card.getByRole('button', { name: w.pay }).click()
      await expect(card.getByRole('alert').filter({ hasText: w.acceptFirst })).toBeVisible()
      await expect(accept).toBeFocused()
      await expect(venue).toHaveURL(new RegExp(w.thread(applicationId)))
      await accept.check()
      await card.getByRole('button', { name: w.pay }).click()
      await fillCard(venue, '4111111111111129')
      await expect(card.getByText(w.failed)).toBeVisible()
      // Why, in the page's language (iyzico's own text is Turkish whatever the page's).
      await expect(card.getByText(w.declined)).toBeVisible()
      await shoot(venue, `payment-refused-organizer-${tag}`)
      await accept.check()
      await card.getByRole('button', { name: w.pay }).click()
      await fillCard(venue, '5528790000000008')
      await expect(card.getByText(w.paidNow)).toBeVisible()
      await expect(card.getByText(w.paid)).toBeVisible()
      // The gig is three days ahead: no problem can be reported yet, the card says from when.
      await expect(card.getByText(w.problemFrom)).toBeVisible()
      await shoot(venue, `payment-paid-organizer-${tag}`)

      await act.goto(w.thread(applicationId))
      const seen = act.locator('section', {
        has: act.getByRole('heading', { name: w.payment, exact: true }),
      })
      await expect(seen.getByText(w.paid)).toBeVisible()
      await expect(seen.getByText(w.share)).toBeVisible()
      await shoot(act, `payment-paid-artist-${tag}`)

      // Each side's document downloads from a click (the session's token goes with it).
      for (const [page, button, name] of [
        [venue, w.receipt, /^sahne-receipt-\d+\.pdf$/],
        [act, w.statement, /^sahne-payout-statement-\d+\.pdf$/],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: button }).click(),
        ])
        expect(download.suggestedFilename()).toMatch(name)
        expect(
          readFileSync(await download.path())
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-')
      }

      // The organizer's dashboard adds up what Sahne holds of what they paid.
      await venue.goto(w.dashboard)
      const summary = venue.locator('section', {
        has: venue.getByRole('heading', { name: w.summary, exact: true }),
      })
      await expect(summary.locator('[data-tile="held"]')).toContainText(w.held)
      await expect(summary.locator('[data-tile="held"]')).toContainText(/[1-9]/)
      await summary.screenshot({ path: `${SHOTS}/payment-summary-tiles-${tag}.png` })
      await shoot(venue, `payment-summary-organizer-${tag}`)
      await venue.goto(w.thread(applicationId))

      // Three days ahead under the moderate policy: the split is shown before the cancel is confirmed.
      await venue.getByRole('button', { name: w.cancel }).first().click()
      const dialog = venue.getByRole('alertdialog')
      await expect(dialog.getByTestId('cancel-split')).toContainText(w.split)
      await dialog.getByLabel(w.reason).fill('Mekân tadilatta')
      await shoot(venue, `cancel-split-organizer-${tag}`)
      await dialog.getByRole('button', { name: w.cancel }).click()
      await expect(card.getByText(w.partly)).toBeVisible()
      // The ledger's figures side by side: 2000 refunded + 200 commission + 20 withheld + 1780 paid out = 4000.
      await expect(card.getByText(w.commission)).toBeVisible()
      for (const figure of w.settled) await expect(card).toContainText(figure)
      await expect(card.getByText(w.withholding, { exact: true })).toBeVisible()
      await shoot(venue, `payment-cancelled-organizer-${tag}`)
      await act.goto(w.thread(applicationId))
      await expect(seen.getByText(w.releasedToYou)).toBeVisible()
      for (const figure of w.settled) await expect(seen).toContainText(figure)
      await expect(seen.getByText(w.share)).toHaveCount(0)
      await shoot(act, `payment-cancelled-artist-${tag}`)
    })

test('an admin decides a held payment in the panel: a split with a note both parties read', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { session: artist } = await newArtist(request)
  const payout = await request.put('/api/me/payout', {
    headers: { Authorization: `Bearer ${artist.token}` },
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
  const { organizer, bookingId, gigId } = await bookingWithTerms(
    request,
    artist,
    `Karar Gecesi ${run}`,
  )
  const auth = { Authorization: `Bearer ${organizer.token}` }
  const checkout = await request.post(`/api/bookings/${bookingId}/payment`, {
    headers: auth,
    data: await acceptedContract(request, organizer, bookingId),
  })
  expect(checkout.ok()).toBe(true)
  await page.goto(((await checkout.json()) as { data: { checkoutUrl: string } }).data.checkoutUrl)
  await fillCard(page, '5528790000000008')
  await expect(page).toHaveURL(/payment=paid/)
  // A problem can be reported only once the gig has started: the gig is moved to have started.
  await gigStarted(gigId)
  const problem = await request.post(`/api/bookings/${bookingId}/problem`, {
    headers: auth,
    data: { text: 'The artist played twenty minutes of the hour agreed.' },
  })
  expect(problem.ok()).toBe(true)

  await signInToPanel(page)
  await page.goto(`/cms/collections/payments?where[booking][equals]=${bookingId}`)
  // The panel reads lira as the site writes them, and each event by its name and time.
  await expect(page.locator('table tbody tr').first()).toContainText(/₺4[.,]000/)
  await page.locator('table tbody tr').first().locator('a').first().click()
  const form = page.getByRole('region', { name: /held payment|Tutulan ödeme/ })
  await expect(form).toBeVisible()
  await expect(page.locator('#field-amount')).toHaveValue(/^₺4[.,]000$/)
  // Each event row's title: its name, its Istanbul time and its amount.
  for (const name of [
    'Ödeme sayfası açıldı|Payment page opened',
    'Sorun bildirildi|Problem reported',
  ])
    await expect(page.getByText(new RegExp(`^(${name}) · \\d`))).toHaveCount(1)
  for (const [name, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${SHOTS}/panel-decision-${name}.png`, fullPage: true })
  }
  await form.locator('select').selectOption('split')
  await form.locator('input[type=number]').fill('2000')
  const note = 'A third of the set was played: 2000 TL to the artist.'
  await form.locator('textarea').fill(note)
  await form.getByRole('button').click()
  await expect(form.getByRole('status')).toHaveText(/Decision carried out|Karar uygulandı/)

  for (const side of [artist, organizer]) {
    const view = await request.get(`/api/bookings/${bookingId}/payment`, {
      headers: { Authorization: `Bearer ${side.token}` },
    })
    expect((await view.json()).data).toMatchObject({
      status: 'partlyRefunded',
      decisionNote: note,
      released: 180_000,
    })
  }
})
