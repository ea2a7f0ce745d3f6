import { expect, request, test } from '@playwright/test'

import { linkIn, waitForMail } from '../helpers/mailbox'
import { SEEDED_USERS } from './helpers/session'

const run = Date.now().toString(36)

/** The link's path: mail links carry the configured public origin, not the test server's. */
const pathOf = (link: string) => new URL(link).pathname

test('a forgotten password is reset from the login page, and the new one logs in', async ({
  page,
}) => {
  const email = `e2e-reset-${run}@example.com`
  const registered = await page.request.post('/api/auth/register?locale=tr', {
    data: { fullname: 'Sıfırlama Deneme', email, password: 'EskiSifre1', role: 'fan' },
  })
  expect(registered.status()).toBe(201)

  await page.goto('/giris')
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click()
  await expect(page).toHaveURL(/\/sifremi-unuttum$/)
  await page.getByLabel('E-posta', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Bağlantıyı gönder' }).click()
  await expect(
    page.getByText(
      'Bu e-posta adresine ait bir hesap varsa, şifre sıfırlama bağlantısı gönderdik.',
    ),
  ).toBeVisible()

  const mail = await waitForMail(email)
  expect(mail.subject).toContain('Sahne')
  await page.goto(pathOf(linkIn(mail, '/sifre-sifirla/')))
  // Opening the link does not use it up: a second request (a reload, a mail scanner) shows the form.
  await page.reload()
  await page.getByLabel('Yeni şifre', { exact: true }).fill('YeniSifre2')
  await page.getByRole('button', { name: 'Yeni şifreyi kaydet' }).click()
  await expect(page.getByText('Şifreniz değiştirildi. Artık giriş yapabilirsiniz.')).toBeVisible()

  await page.goto('/giris')
  await page.getByLabel('E-posta', { exact: true }).fill(email)
  await page.getByLabel('Şifre', { exact: true }).fill('YeniSifre2')
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(page).toHaveURL(/\/profil$/)
})

test('a newsletter subscription from the footer is confirmed through the mailed link', async ({
  page,
}) => {
  const email = `e2e-news-${run}@example.com`
  await page.goto('/en')
  await page.getByLabel('Email address for the newsletter').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscription successful! Please check your email.')).toBeVisible()

  const mail = await waitForMail(email)
  expect(mail.subject).toBe('Confirm your Sahne newsletter subscription')
  await page.goto(pathOf(linkIn(mail, '/subscription/confirm/')))
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
  // A browser may send the request again (a reload, a second navigation): the same success.
  for (let visit = 0; visit < 2; visit++) {
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
  }
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(pathOf(linkIn(mail, '/subscription/unsubscribe/')))
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  }
  // Unsubscribed, the old confirmation link no longer brings the address back.
  await page.goto(pathOf(linkIn(mail, '/subscription/confirm/')))
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()

  // The link's page recorded the withdrawal, as the one-click unsubscribe does (admins read it).
  const admin = await request.newContext({ baseURL: new URL(page.url()).origin })
  const login = await admin.post('/cms-api/users/login', { data: SEEDED_USERS.admin })
  expect(login.ok()).toBe(true)
  const records = await admin.get(
    `/cms-api/consent-records?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { 'sec-fetch-site': 'same-origin' } },
  )
  expect(records.ok()).toBe(true)
  const { docs } = (await records.json()) as {
    docs: { purpose: string; action: string; screen: string; locale: string }[]
  }
  expect(docs).toContainEqual(
    expect.objectContaining({
      purpose: 'newsletter',
      action: 'withdrawn',
      screen: 'newsletter-unsubscribe-page',
      locale: 'en',
    }),
  )
  await admin.dispose()
})
