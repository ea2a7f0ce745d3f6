import { expect, test } from '@playwright/test'

import { signInAs, signInToPanel } from './helpers/session'

const TURKISH_MONTH = '(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık)'

test("the blog editor's form puts the screen's language first", async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/admin/blog/create')
  await expect(page.locator('legend').first()).toHaveText('Türkçe içerik')
  await page.goto('/en/admin/blog/create')
  await expect(page.locator('legend').first()).toHaveText('English content')
})

test.describe('the panel in Turkish', () => {
  test.use({ locale: 'tr-TR' })

  test('writes dates as Turkish readers do: "1 Aralık 2026 21:07"', async ({ page }) => {
    await signInToPanel(page)
    await page.goto('/cms/collections/posts')
    await page.locator('table tbody tr').first().locator('a').first().click()
    const written = new RegExp(`\\b\\d{1,2} ${TURKISH_MONTH} \\d{4} \\d{2}:\\d{2}\\b`)
    await expect(page.getByText(written).first()).toBeVisible()
    await expect(page.getByText(/\b\d{1,2}:\d{2} (ÖS|ÖÖ)\b/)).toHaveCount(0)
    await page.screenshot({
      path: 'test-results/screenshots/cms-post-dates-tr.png',
      fullPage: true,
    })
  })
})
