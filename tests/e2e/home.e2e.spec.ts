import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('renders in Turkish at /', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Müzisyenlerle mekanların buluştuğu yer',
    )
    await expect(page.getByRole('link', { name: 'Kayıt Ol' }).first()).toHaveAttribute(
      'href',
      '/kayitol',
    )
    await expect(page).toHaveTitle(/Sahne/)
  })

  test('renders in English at /en', async ({ page }) => {
    const response = await page.goto('/en')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where musicians and venues meet',
    )
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/en/register',
    )
  })

  test('switches language with the header toggle', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Switch to English' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where musicians and venues meet',
    )
    await page.getByRole('link', { name: 'Türkçe sürüme geç' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Müzisyenlerle mekanların buluştuğu yer',
    )
  })
})
