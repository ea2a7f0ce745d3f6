import { expect, test, type Page } from '@playwright/test'

import { captureAtWidths } from './helpers/screenshots'

async function fillContactForm(
  page: Page,
  labels: { name: string; email: string; message: string },
) {
  await page.getByLabel(labels.name, { exact: true }).fill('Ece Demir')
  await page.getByLabel(labels.email, { exact: true }).fill('ece@example.com')
  await page
    .getByLabel(labels.message, { exact: true })
    .fill('Merhaba, mekanımız için bilgi almak istiyoruz.')
}

const TR = { name: 'Ad', email: 'E-posta', message: 'Mesaj' }
const EN = { name: 'Name', email: 'Email', message: 'Message' }

test.describe('contact form', () => {
  test('Turkish: a sent message clears the form and thanks the visitor', async ({ page }) => {
    await page.goto('/iletisim')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bize Ulaşın')
    await fillContactForm(page, TR)
    await page.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(page.getByText('Teşekkürler! Mesajınız alındı.')).toBeVisible()
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Mesaj', { exact: true })).toHaveValue('')
  })

  test('English: success, and Sending... while the request is under way', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/en/contact')
    await fillContactForm(page, EN)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(page.getByText('Thank you! Your message has been received.')).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('')
  })

  test('success false without a message says something went wrong (TR and EN)', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ json: { success: false } }))
    await page.goto('/en/contact')
    await fillContactForm(page, EN)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Something went wrong.')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ece Demir')

    await page.goto('/iletisim')
    await fillContactForm(page, TR)
    await page.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(page.getByText('Bir şeyler ters gitti.')).toBeVisible()
  })

  test('the server message is shown when it sends one', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { success: false, message: 'Too many messages.' } }),
    )
    await page.goto('/en/contact')
    await fillContactForm(page, EN)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Too many messages.')).toBeVisible()
  })

  test('a network failure asks to try again later (TR and EN)', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort())
    await page.goto('/iletisim')
    await fillContactForm(page, TR)
    await page.getByRole('button', { name: 'Mesajı Gönder' }).click()
    await expect(
      page.getByText('Mesaj gönderilemedi. Lütfen daha sonra tekrar deneyin.'),
    ).toBeVisible()

    await page.goto('/en/contact')
    await fillContactForm(page, EN)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Failed to send message. Please try again later.')).toBeVisible()
  })

  test('screenshots', async ({ page }) => {
    await page.goto('/iletisim')
    await captureAtWidths(page, 'contact-tr')
  })
})

test('every page’s footer links the contact page, in its language', async ({ page }) => {
  for (const [from, name, to] of [
    ['/gigler', 'İletişim', /\/iletisim$/],
    ['/en/blog', 'Contact', /\/en\/contact$/],
  ] as const) {
    await page.goto(from)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(to)
  }
  await captureAtWidths(page, 'footer-contact-en')
})
