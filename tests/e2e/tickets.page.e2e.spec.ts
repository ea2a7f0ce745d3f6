import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { noSidewaysScroll, signedInPage, uniqueTitle } from './helpers/market'
import { newAccount, sellingShow } from './helpers/tickets'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const SHOTS = process.env.TICKET_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    mine: '/biletlerim',
    page: (id: number) => `/biletlerim/${id}`,
    open: 'Bileti göster',
    holder: 'Bilet sahibi',
    valid: 'Geçerli',
    type: 'Davetli',
    pdf: 'PDF olarak indir',
    calendar: 'Takvime ekle',
    send: 'Bileti gönder',
    back: 'Biletlerime dön',
    notFound: 'Bilet bulunamadı',
    login: /\/giris$/,
    email: 'E-posta',
    password: 'Şifre',
    signIn: 'Giriş Yap',
  },
  en: {
    mine: '/en/tickets',
    page: (id: number) => `/en/tickets/${id}`,
    open: 'Show ticket',
    holder: 'Holder',
    valid: 'Valid',
    type: 'Guest list',
    pdf: 'Download as PDF',
    calendar: 'Add to calendar',
    send: 'Send ticket',
    back: 'Back to my tickets',
    notFound: 'Ticket not found',
    login: /\/en\/login$/,
    email: 'Email',
    password: 'Password',
    signIn: 'Log In',
  },
} as const

async function shoot(page: Page, name: string) {
  expect(await noSidewaysScroll(page), `${name} scrolls sideways`).toBe(true)
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

for (const locale of ['tr', 'en'] as const)
  test(`${locale}: a ticket's own page, for its holder only`, async ({ browser, request }) => {
    test.setTimeout(120_000)
    const w = WORDS[locale]
    const title = uniqueTitle('Bilet Sayfası')
    const gigId = await sellingShow(request, title, [
      { name: { tr: 'Davetli', en: 'Guest list' }, price: 0, quantity: 20 },
    ])
    const types = await request.get(`/api/shows/${gigId}/tickets`)
    const [type] = ((await types.json()) as { data: { id: number }[] }).data
    const fan = await newAccount(request, 'fan')
    const held = await request.post(`/api/shows/${gigId}/tickets/hold`, {
      headers: { Authorization: `Bearer ${fan.token}` },
      data: { items: [{ typeId: type!.id, quantity: 1 }] },
    })
    expect(held.status()).toBe(201)
    // Answered before Next's router, as every instance answers an on-sale's holds.
    expect(held.headers()['server-timing']).toContain('desc="before-next"')
    const mine = await request.get('/api/me/tickets', {
      headers: { Authorization: `Bearer ${fan.token}` },
    })
    const [ticket] = ((await mine.json()) as { data: { id: number }[] }).data
    const ticketPath = w.page(ticket!.id)

    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await signedInPage(browser, fan, viewport)
      await page.goto(w.mine)
      await page.getByTestId('my-ticket').getByRole('link', { name: w.open }).click()
      await expect(page).toHaveURL(new RegExp(`${ticketPath}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const card = page.getByRole('article')
      await expect(card.getByText(w.holder, { exact: true })).toBeVisible()
      await expect(card.getByText('Bilet Alan', { exact: true })).toBeVisible()
      await expect(card.getByText(w.type, { exact: true })).toBeVisible()
      await expect(card.getByRole('status').filter({ hasText: w.valid })).toBeVisible()
      // Large enough to read off a phone held up at the door.
      const qr = page.locator('figure img')
      await expect(qr).toBeVisible()
      expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(300)
      await expect(page.getByRole('button', { name: w.pdf })).toBeVisible()
      await expect(page.getByRole('link', { name: w.calendar })).toBeVisible()
      await expect(page.getByRole('button', { name: w.send })).toBeVisible()
      await shoot(page, `ticket-page-${locale}-${size}`)
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: w.pdf }).click()
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
      await page.close()
    }

    // Someone else signed in: no such ticket for them.
    const other = await signedInPage(browser, await newAccount(request, 'fan'), SIZES.phone)
    await other.goto(ticketPath)
    await expect(other.getByRole('heading', { name: w.notFound })).toBeVisible()
    await expect(other.locator('figure img')).toHaveCount(0)
    await expect(other.getByRole('link', { name: w.back })).toBeVisible()
    await shoot(other, `ticket-page-${locale}-phone-not-theirs`)

    // Signed out: to the login page, and back to the ticket after signing in.
    const visitor = await browser.newPage({ viewport: SIZES.phone })
    await visitor.goto(ticketPath)
    await expect(visitor).toHaveURL(w.login)
    const account = fan.user as { email: string }
    await visitor.getByLabel(w.email, { exact: true }).fill(account.email)
    await visitor.getByLabel(w.password).fill('Tickets2025x')
    await visitor.getByRole('button', { name: w.signIn, exact: true }).click()
    await expect(visitor).toHaveURL(new RegExp(`${ticketPath}$`))
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  })
