import { expect, test } from '@playwright/test'

import { captureAtWidths } from './helpers/screenshots'

test.describe('gigs', () => {
  test('Turkish list: cards with pictures, never a placeholder, linking to a detail page', async ({
    page,
  }) => {
    const response = await page.goto('/gigler')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gigler')
    const cards = page.getByRole('main').getByRole('listitem')
    // Every upcoming open gig, up to a page of 12: the seed's 12 upcoming gigs, less the one a
    // seeded booking filled and whatever earlier tests changed.
    const listed = await (await page.request.get('/api/gigs')).json()
    expect(listed.pagination.total).toBeGreaterThanOrEqual(10)
    await expect(cards).toHaveCount(Math.min(listed.pagination.total, 12))
    await expect(
      page.getByRole('heading', { level: 2, name: "Kadıköy'de Akustik Gece" }),
    ).toBeVisible()
    await expect(page.getByRole('img', { name: "Kadıköy'de Akustik Gece" })).toBeVisible()
    // a gig without its own picture shows its venue's photo or its genre's, never the
    // empty placeholder this test used to find.
    await expect(page.getByRole('img', { name: 'Görsel yok' })).toHaveCount(0)

    await page.getByRole('link', { name: /^Detayları gör\s*:\s*Kadıköy'de Akustik Gece$/ }).click()
    await expect(page).toHaveURL(/\/gigler\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Kadıköy'de Akustik Gece")
    await expect(page.getByRole('img', { name: "Kadıköy'de Akustik Gece" })).toBeVisible()
    await expect(page.getByText('Kırk beş dakikalık akustik bir set')).toBeVisible()
    await page.getByRole('link', { name: /Tüm giglere dön/ }).click()
    await expect(page).toHaveURL(/\/gigler$/)
  })

  test('English list and detail', async ({ page }) => {
    await page.goto('/en/gigs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gigs')
    await page.getByRole('link', { name: /^View details\s*:\s*Alsancak'ta Rock Gecesi$/ }).click()
    await expect(page).toHaveURL(/\/en\/gigs\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Alsancak'ta Rock Gecesi")
    await expect(page.getByRole('img', { name: "Alsancak'ta Rock Gecesi" })).toBeVisible()
    await expect(page.getByText('City', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /Back to all gigs/ })).toHaveAttribute(
      'href',
      '/en/gigs',
    )
  })

  test('a missing gig answers 404 with Gig bulunamadı.', async ({ page }) => {
    for (const path of ['/gigler/999999', '/gigler/not-a-number']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gig bulunamadı.')
      await expect(page.getByRole('link', { name: /Tüm giglere dön/ })).toBeVisible()
    }
    const response = await page.goto('/en/gigs/999999')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gig not found.')
  })

  test('screenshots', async ({ page }) => {
    await page.goto('/gigler')
    await captureAtWidths(page, 'gigs-tr')
  })
})
