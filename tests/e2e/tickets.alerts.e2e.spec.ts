import { mkdirSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { noSidewaysScroll, signedInPage } from './helpers/market'
import { newAccount } from './helpers/tickets'

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }
const SHOTS = process.env.TICKET_SHOTS_DIR ?? 'test-results/screenshots'
mkdirSync(SHOTS, { recursive: true })

const WORDS = {
  tr: {
    profile: '/profil',
    city: 'Yaşadığınız yer',
    alerts: /biletleri satışa çıkınca e-postayla haber almak istiyorum/,
    save: 'Kaydet',
    saved: 'Ayarlarınız kaydedildi.',
  },
  en: {
    profile: '/en/profile',
    city: 'Where you live',
    alerts: /I want an e-mail when tickets go on sale/,
    save: 'Save',
    saved: 'Your settings were saved.',
  },
} as const

for (const locale of ['tr', 'en'] as const)
  for (const size of ['phone', 'desktop'] as const)
    test(`${locale} ${size}: a fan asks for on-sale alerts for their city on their profile`, async ({
      browser,
      request,
    }) => {
      const w = WORDS[locale]
      const fan = await newAccount(request, 'fan')
      const page = await signedInPage(browser, fan, SIZES[size])
      await page.goto(w.profile)
      const alerts = page.getByLabel(w.alerts)
      await expect(alerts).not.toBeChecked()
      await page.getByLabel(w.city).selectOption('izmir')
      await alerts.check()
      const section = page.locator('section', { has: alerts })
      await section.getByRole('button', { name: w.save }).click()
      await expect(page.getByText(w.saved)).toBeVisible()
      await section.screenshot({ path: `${SHOTS}/alerts-${locale}-${size}.png` })
      expect(await noSidewaysScroll(page)).toBe(true)
      await page.reload()
      await expect(page.getByLabel(w.alerts)).toBeChecked()
      const settings = await request.get('/api/me/settings', {
        headers: { Authorization: `Bearer ${fan.token}` },
      })
      expect(((await settings.json()) as { data: unknown }).data).toMatchObject({
        city: 'izmir',
        onSaleAlerts: true,
      })
    })
