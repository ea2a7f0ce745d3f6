import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { linkIn, waitForMail } from '../helpers/mailbox'
import { noSidewaysScroll, signedInPage, uniqueTitle, type Session } from './helpers/market'
import { newAccount, sellingShow } from './helpers/tickets'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const SHOTS = process.env.TICKET_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    mine: '/biletlerim',
    send: 'Bileti gönder',
    label: 'Alıcının e-posta adresi',
    submit: 'Gönder',
    confirm: (email: string) => `Bu bileti ${email} adresine göndermek istediğinize emin misiniz?`,
    sent: (email: string) => `Bilet ${email} adresine gönderildi.`,
    pending: (email: string) => `${email} adresine gönderildi; alınmayı bekliyor.`,
    claimPath: '/biletlerim/al/',
    claimTitle: 'Size bir bilet gönderildi',
    register: 'Kaydol',
    claim: 'Bileti al',
    claimed: 'Bilet artık sizin.',
    toTickets: 'Biletlerimi göster',
  },
  en: {
    mine: '/en/tickets',
    send: 'Send ticket',
    label: "Recipient's e-mail address",
    submit: 'Send',
    confirm: (email: string) => `Send this ticket to ${email}?`,
    sent: (email: string) => `The ticket was sent to ${email}.`,
    pending: (email: string) => `Sent to ${email}; waiting to be claimed.`,
    claimPath: '/en/tickets/claim/',
    claimTitle: 'A ticket was sent to you',
    register: 'Sign up',
    claim: 'Claim ticket',
    claimed: 'The ticket is yours now.',
    toTickets: 'Show my tickets',
  },
} as const

async function shoot(page: Page, name: string) {
  expect(await noSidewaysScroll(page), `${name} scrolls sideways`).toBe(true)
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

for (const locale of ['tr', 'en'] as const)
  test(`${locale}: a fan sends a ticket to an address with no account, which signs up and claims it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const w = WORDS[locale]
    const gigId = await sellingShow(request, uniqueTitle('Devir Gecesi'), [
      { name: { tr: 'Davetli', en: 'Guest list' }, price: 0, quantity: 20 },
    ])
    const types = await request.get(`/api/shows/${gigId}/tickets`)
    const [type] = ((await types.json()) as { data: { id: number }[] }).data
    const giver = await newAccount(request, 'fan')
    const held = await request.post(`/api/shows/${gigId}/tickets/hold`, {
      headers: { Authorization: `Bearer ${giver.token}` },
      data: { items: [{ typeId: type!.id, quantity: 1 }] },
    })
    expect(held.status()).toBe(201)

    const page = await signedInPage(browser, giver, SIZES.phone)
    await page.goto(w.mine)
    const ticket = page.getByTestId('my-ticket')
    await expect(ticket.locator('img')).toBeVisible()
    await ticket.getByRole('button', { name: w.send }).click()
    const email = `e2e-transfer-${locale}-${Date.now()}@example.com`
    await ticket.getByLabel(w.label).fill(email)
    await shoot(page, `transfer-${locale}-phone-address`)
    await ticket.getByRole('button', { name: w.submit }).click()
    await expect(ticket.getByText(w.confirm(email))).toBeVisible()
    await shoot(page, `transfer-${locale}-phone-confirm`)
    await ticket.getByRole('button', { name: w.submit }).click()
    await expect(page.getByText(w.pending(email))).toBeVisible()
    // Its code is dead: no QR code shows while it waits to be claimed.
    await expect(ticket.locator('img')).toHaveCount(0)
    await shoot(page, `transfer-${locale}-phone-pending`)

    const mail = await waitForMail(email)
    const link = new URL(linkIn(mail, w.claimPath))
    const visitor = await browser.newPage({ viewport: SIZES.desktop })
    await visitor.goto(link.pathname)
    await expect(visitor.getByRole('heading', { name: w.claimTitle })).toBeVisible()
    await expect(visitor.getByRole('button', { name: w.register })).toBeVisible()
    await shoot(visitor, `transfer-${locale}-desktop-claim-signed-out`)

    const registered = await request.post('/api/auth/register', {
      data: { fullname: 'Yeni Gelen', email, password: 'Tickets2025x', role: 'fan' },
    })
    expect(registered.ok()).toBe(true)
    const newcomer = await signedInPage(
      browser,
      (await registered.json()) as Session,
      SIZES.desktop,
    )
    await newcomer.goto(link.pathname)
    await newcomer.getByRole('button', { name: w.claim }).click()
    await expect(newcomer.getByText(w.claimed)).toBeVisible()
    await shoot(newcomer, `transfer-${locale}-desktop-claimed`)
    await newcomer.getByRole('link', { name: w.toTickets }).click()
    await expect(newcomer.getByTestId('my-ticket').locator('img')).toBeVisible()
    await shoot(newcomer, `transfer-${locale}-desktop-received`)

    // The giver's list no longer has it.
    await page.reload()
    await expect(page.getByTestId('my-ticket')).toHaveCount(0)
  })
