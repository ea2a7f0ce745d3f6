import { mkdirSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { noSidewaysScroll, signedInPage, uniqueTitle } from './helpers/market'
import { istanbulEvening } from './helpers/shows'
import { buyTickets, newAccount, sellingShowOf } from './helpers/tickets'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const SHOTS = process.env.TICKET_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    mine: '/biletlerim',
    moved: /Konserin tarihi ya da yeri değişti: yukarıdaki yenisidir\. .* tarihine kadar/,
    ask: 'İade iste',
    askTitle: 'Bu bilet iade edilsin mi?',
    confirm: 'İade et',
    refunded: 'İade edildi: ₺157,50',
    cancelled: 'Konser iptal edildi; ₺157,50 kartınıza iade edildi/ediliyor.',
    gig: (id: number) => `/gigler/${id}`,
    salesRefunded: '1 satıldı · şu an 0 ayrılmış · 1 iade edildi',
    bell: /^Bildirimler/,
    venueTold: /iptal edildi: hayranlara 1 bilet iade edildi, toplam ₺157[.,]50\./,
  },
  en: {
    mine: '/en/tickets',
    moved: /The show has a new date or place: the one above\. .* until /,
    ask: 'Ask for a refund',
    askTitle: 'Refund this ticket?',
    confirm: 'Refund it',
    refunded: 'Refunded: ₺157.50',
    cancelled: 'Show cancelled; ₺157.50 refunded to your card.',
    gig: (id: number) => `/en/gigs/${id}`,
    salesRefunded: '1 sold · 0 held now · 1 refunded',
    bell: /^Notifications/,
    venueTold: /is cancelled: 1 ticket was refunded to the fans, ₺157[.,]50 in all\./,
  },
} as const

const TYPE = { name: { tr: 'Genel Giriş', en: 'General' }, price: 15_000, quantity: 50 }
const auth = (session: { token: string }) => ({ Authorization: `Bearer ${session.token}` })

async function shoot(page: Page, name: string) {
  expect(await noSidewaysScroll(page), `${name} scrolls sideways`).toBe(true)
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

for (const locale of ['tr', 'en'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${locale} ${size}: a fan sees a cancelled show refunded, and gives back a ticket of a moved one`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000)
      const w = WORDS[locale]
      const tag = `${locale}-${size}`
      const moving = await sellingShowOf(request, uniqueTitle('Taşınan Gece'), [TYPE], 12)
      const cancelling = await sellingShowOf(request, uniqueTitle('İptal Gecesi'), [TYPE], 14)
      const fan = await newAccount(request, 'fan')
      const page = await signedInPage(browser, fan, SIZES[size])
      await buyTickets(request, page, fan, moving.gigId, 2)
      await buyTickets(request, page, fan, cancelling.gigId, 1)

      // The venue moves one show an hour later and cancels the other.
      const later = new Date(Date.parse(istanbulEvening(12)) + 3_600_000).toISOString()
      const moved = await request.put(`/api/gigs/${moving.gigId}`, {
        headers: auth(moving.venue),
        data: { date: later },
      })
      expect(moved.ok(), await moved.text()).toBe(true)
      const cancelled = await request.delete(`/api/gigs/${cancelling.gigId}`, {
        headers: auth(cancelling.venue),
      })
      expect(cancelled.ok(), await cancelled.text()).toBe(true)

      // The cancel's refund runs on the jobs queue, within seconds.
      await page.goto(w.mine)
      await expect(async () => {
        await page.reload()
        await expect(page.getByText(w.cancelled)).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 60_000 })
      await expect(page.getByText(w.moved)).toBeVisible()
      const asks = page.getByRole('button', { name: w.ask })
      await expect(asks).toHaveCount(2)
      await shoot(page, `my-tickets-moved-cancelled-${tag}`)

      // "Ask for a refund": a confirm first, then the ticket says it is refunded, with the amount.
      await asks.first().click()
      const dialog = page.getByRole('alertdialog', { name: w.askTitle })
      await expect(dialog).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/my-tickets-refund-confirm-${tag}.png` })
      await dialog.getByRole('button', { name: w.confirm }).click()
      await expect(page.getByText(w.refunded)).toBeVisible()
      await expect(page.getByRole('button', { name: w.ask })).toHaveCount(1)
      await shoot(page, `my-tickets-refunded-${tag}`)
      await page.context().close()

      // The moved show's venue sees the ticket given back beside what is sold.
      const sales = await signedInPage(browser, moving.venue, SIZES[size])
      await sales.goto(w.gig(moving.gigId))
      await expect(sales.getByText(w.salesRefunded)).toBeVisible()
      await shoot(sales, `venue-sales-refunded-${tag}`)
      await sales.context().close()

      // The cancelled show's venue is told once what its cancel refunded.
      const told = await signedInPage(browser, cancelling.venue, SIZES[size])
      await told.goto(w.gig(cancelling.gigId))
      await told.getByRole('button', { name: w.bell }).click()
      await expect(told.getByText(w.venueTold)).toHaveCount(1)
      await told.screenshot({ path: `${SHOTS}/venue-told-refunds-${tag}.png` })
      await told.context().close()
    })
