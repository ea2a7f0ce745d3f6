import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { noSidewaysScroll, signedInPage, uniqueTitle } from './helpers/market'
import { newAccount, payOnProvider, sellingShow } from './helpers/tickets'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const SHOTS = process.env.TICKET_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    show: (id: number) => `/konserler/${id}`,
    paidType: 'Genel Giriş',
    freeType: 'Davetli',
    laterType: 'Erken Kapı',
    more: (name: string) => `Bir ${name} bileti ekle`,
    price: '₺157,50',
    fee: 'Hizmet bedeli dahil: ₺7,50',
    later: /Satış \d+ \S+ 2\d{3} \d{2}:\d{2} tarihinde başlıyor/,
    signIn: 'Giriş yap',
    reserve: 'Ayır',
    rsvp: 'Ücretsiz kayıt',
    held: 'Biletleriniz ayrıldı',
    timeLeft: /Kalan süre: (9|10):\d\d/,
    total: 'Ödenecek toplam: ₺315',
    pay: 'Öde',
    preInformation: 'Ön bilgilendirme formu',
    contract: 'Mesafeli satış sözleşmesi',
    withdrawal: 'cayma hakkı bulunmamaktadır (Mesafeli Sözleşmeler Yönetmeliği, madde 15/1-g)',
    accept: 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini okudum, onaylıyorum.',
    paid: 'Ödemeniz alındı: siparişiniz tamamlandı, biletleriniz düzenlendi.',
    complete: 'Siparişiniz tamamlandı: biletleriniz düzenlendi.',
    myTickets: 'Biletlerimi göster',
    again: 'Yeniden bilet al',
    heading: 'Biletlerim',
    valid: 'Geçerli',
    calendar: 'Takvime ekle',
    mine: '/biletlerim',
    dashboard: '/panom',
    empty: 'Henüz biletiniz yok. Bir konser bulun ve biletinizi onun sayfasından alın.',
    dashboardLink: 'Biletlerimi göster',
  },
  en: {
    show: (id: number) => `/en/shows/${id}`,
    paidType: 'General',
    freeType: 'Guest list',
    laterType: 'Early door',
    more: (name: string) => `One more ${name}`,
    price: '₺157.50',
    fee: 'Service fee included: ₺7.50',
    later: /On sale from \w+ \d+, 2\d{3} at \d{1,2}:\d{2} [AP]M/,
    signIn: 'Sign in',
    reserve: 'Reserve',
    rsvp: 'Free RSVP',
    held: 'Your tickets are held',
    timeLeft: /Time left: (9|10):\d\d/,
    total: 'Total to pay: ₺315',
    pay: 'Pay',
    preInformation: 'Pre-information form',
    contract: 'Distance sales contract',
    withdrawal:
      'the right of withdrawal does not apply (Regulation on Distance Contracts, article 15(1)(g))',
    accept: 'I have read and accept the pre-information form and the distance sales contract.',
    paid: 'Payment received: your order is complete and your tickets are issued.',
    complete: 'Your order is complete: your tickets are issued.',
    myTickets: 'See my tickets',
    again: 'Reserve more',
    heading: 'My tickets',
    valid: 'Valid',
    calendar: 'Add to calendar',
    mine: '/en/tickets',
    dashboard: '/en/dashboard',
    empty: 'You have no tickets yet. Find a show and get yours on its page.',
    dashboardLink: 'See my tickets',
  },
} as const

async function shoot(page: Page, name: string, full = false) {
  expect(await noSidewaysScroll(page), `${name} scrolls sideways`).toBe(true)
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: full })
}

for (const locale of ['tr', 'en'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${locale} ${size}: a fan reserves two paid tickets, pays, sees two QR codes; and RSVPs a free one`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000)
      const w = WORDS[locale]
      const tag = `${locale}-${size}`
      const later = new Date(Date.now() + 3 * 86_400_000).toISOString()
      const title = uniqueTitle('Bilet Gecesi')
      const gigId = await sellingShow(request, title, [
        { name: { tr: 'Genel Giriş', en: 'General' }, price: 15_000, quantity: 50 },
        { name: { tr: 'Davetli', en: 'Guest list' }, price: 0, quantity: 20 },
        {
          name: { tr: 'Erken Kapı', en: 'Early door' },
          price: 10_000,
          quantity: 10,
          saleStartsAt: later,
        },
      ])

      // Signed out: the types, prices with the fee, the later sale, and a way to sign in.
      const visitor = await browser.newPage({ viewport: SIZES[size] })
      await visitor.goto(w.show(gigId))
      const visitorBox = visitor.getByTestId('ticket-box')
      await expect(visitorBox.getByText(w.fee)).toBeVisible()
      await expect(visitorBox.getByText(w.later)).toBeVisible()
      await expect(visitorBox.getByRole('button', { name: w.signIn })).toBeVisible()
      await visitorBox.scrollIntoViewIfNeeded()
      await shoot(visitor, `tickets-box-visitor-${tag}`)
      await visitor.close()

      const fan = await signedInPage(browser, await newAccount(request, 'fan'), SIZES[size])
      // No tickets yet: the page says what to do next; the fan's dashboard leads there.
      await fan.goto(w.dashboard)
      await fan.getByRole('link', { name: w.dashboardLink }).click()
      await expect(fan).toHaveURL(new RegExp(`${w.mine}$`))
      await expect(fan.getByText(w.empty)).toBeVisible()
      await shoot(fan, `my-tickets-empty-${tag}`)
      await fan.goto(w.show(gigId))
      const box = fan.getByTestId('ticket-box')
      await expect(box.getByText(w.price)).toBeVisible()
      await box.getByRole('button', { name: w.more(w.paidType) }).click()
      await box.getByRole('button', { name: w.more(w.paidType) }).click()
      await box.scrollIntoViewIfNeeded()
      await shoot(fan, `tickets-box-chosen-${tag}`)
      await box.getByRole('button', { name: w.reserve, exact: true }).click()

      // Held: the countdown, the total, the contract to accept, Pay and Cancel.
      await expect(box.getByRole('heading', { name: w.held })).toBeVisible()
      await expect(box.getByTestId('hold-clock')).toHaveText(w.timeLeft)
      await expect(box.getByText(w.total)).toBeVisible()
      // Pay waits for the pre-information form and the contract to be accepted in an unticked box.
      const pay = box.getByRole('button', { name: w.pay, exact: true })
      const accept = box.getByRole('checkbox', { name: w.accept })
      await expect(accept).not.toBeChecked()
      await expect(pay).toBeDisabled()
      await expect(box.getByText(w.contract, { exact: true })).toBeVisible()
      await shoot(fan, `tickets-box-held-${tag}`)
      // The form, opened, names the show and says why there is no withdrawal.
      await box.getByText(w.preInformation, { exact: true }).click()
      const form = box.getByTestId('contract-consent').locator('details').first()
      await expect(form.getByText(w.withdrawal)).toBeVisible()
      await expect(form.getByText(title).first()).toBeVisible()
      await form.scrollIntoViewIfNeeded()
      await shoot(fan, `tickets-box-contract-${tag}`)
      await accept.check()
      await expect(pay).toBeEnabled()
      await pay.click()
      await payOnProvider(fan)

      // Back from the provider: the order is complete, with the way to the tickets.
      const outcome = fan.getByTestId('order-outcome')
      await expect(outcome.getByText(w.paid)).toBeVisible()
      await shoot(fan, `tickets-box-paid-${tag}`)
      await outcome.getByRole('link', { name: w.myTickets }).click()
      await expect(fan.getByRole('heading', { name: w.heading, level: 1 })).toBeVisible()
      const qrCodes = fan.locator('[data-testid=my-ticket] img')
      await expect(qrCodes).toHaveCount(2)
      await expect(fan.getByTestId('my-ticket').getByText(w.valid)).toHaveCount(2)
      await expect(fan.getByRole('link', { name: w.calendar })).toBeVisible()
      // The code's end written under each QR code, as the door's manual search reads it.
      await expect(fan.locator('[data-testid=my-ticket] figcaption code')).toHaveCount(2)
      await shoot(fan, `my-tickets-${tag}`, true)

      // A free type is an RSVP, issued at once.
      await fan.goto(w.show(gigId))
      await box.getByRole('button', { name: w.more(w.freeType) }).click()
      await box.getByRole('button', { name: w.rsvp }).click()
      await expect(box.getByText(w.complete)).toBeVisible()
      await box.getByRole('link', { name: w.myTickets }).click()
      await expect(fan.locator('[data-testid=my-ticket] img')).toHaveCount(3)
      await fan.context().close()
    })
