import { test as base, expect } from '@playwright/test'

import { captureAtWidths } from './helpers/screenshots'
import { SEEDED_USERS, signInAs } from './helpers/session'

// Each test is its own visitor (its own client IP behind the proxy), so the API's per-IP login
// limit (10 a minute) counts one test's logins, however many tests run within the minute.
const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    const octet = () => Math.floor(Math.random() * 250) + 1
    await provide({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  },
})

const artist = SEEDED_USERS.artist

test.describe('login', () => {
  test('logs in in Turkish and lands on the profile with a welcome', async ({ page }) => {
    await page.goto('/giris')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giriş Yap')
    await page.getByLabel('E-posta', { exact: true }).fill(artist.email)
    await page.getByLabel('Şifre').fill(artist.password)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page.getByText('Başarıyla giriş yapıldı!')).toBeVisible()
    await expect(page).toHaveURL(/\/profil$/)
    await expect(page.getByText('Hoş geldiniz, Deniz Yıldız!')).toBeVisible()
    await expect(page.getByText('Sanatçı / Grup')).toBeVisible()
  })

  test('logs in in English and lands on /en/profile', async ({ page }) => {
    await page.goto('/en/login')
    await page.getByLabel('Email', { exact: true }).fill(artist.email)
    await page.getByLabel('Password').fill(artist.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page.getByText('Successfully logged in!')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/profile$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Profile')
    await expect(page.getByText('Welcome, Deniz Yıldız!')).toBeVisible()
  })

  test('a wrong password shows the server message in a toast', async ({ page }) => {
    await page.goto('/en/login')
    await page.getByLabel('Email', { exact: true }).fill(artist.email)
    await page.getByLabel('Password').fill('WrongPassword1')
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/en\/login$/)
  })

  test('on the Turkish page the server message comes in Turkish', async ({ page }) => {
    await page.goto('/giris')
    await page.getByLabel('E-posta', { exact: true }).fill(artist.email)
    await page.getByLabel('Şifre').fill('WrongPassword1')
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Geçersiz e-posta veya şifre.' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/giris$/)
  })

  test('shows Logging In... while the request is under way', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/login', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/en/login')
    await page.getByLabel('Email', { exact: true }).fill(artist.email)
    await page.getByLabel('Password').fill(artist.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Logging In...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/en\/profile$/)
  })

  test('without a Google client id the Google button says it is unavailable', async ({ page }) => {
    await page.goto('/en/login')
    await expect(page.getByRole('button', { name: 'Google sign-in is unavailable' })).toBeDisabled()
    await page.goto('/kayitol')
    await expect(
      page.getByRole('button', { name: 'Google ile giriş kullanılamıyor' }),
    ).toBeDisabled()
  })
})

test.describe('protected pages and redirects', () => {
  test('/profil sends a visitor to /giris and back after login', async ({ page }) => {
    await page.goto('/profil')
    await expect(page).toHaveURL(/\/giris$/)
    await page.getByLabel('E-posta', { exact: true }).fill(artist.email)
    await page.getByLabel('Şifre').fill(artist.password)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page).toHaveURL(/\/profil$/)
    await expect(page.getByText('Hoş geldiniz, Deniz Yıldız!')).toBeVisible()
  })

  test('/en/create-gig goes to /en/login and back to /en/create-gig', async ({ page }) => {
    await page.goto('/en/create-gig')
    await expect(page).toHaveURL(/\/en\/login$/)
    await page.getByLabel('Email', { exact: true }).fill(artist.email)
    await page.getByLabel('Password').fill(artist.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/create-gig$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a Gig')
  })

  test('an open-redirect attempt lands on the profile instead', async ({ page }) => {
    await page.goto('/giris')
    await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '//evil.example'))
    await page.getByLabel('E-posta', { exact: true }).fill(artist.email)
    await page.getByLabel('Şifre').fill(artist.password)
    await page.getByRole('button', { name: 'Giriş Yap' }).click()
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/profil$/)
  })

  test('a signed-in person on the login page is pointed to the profile', async ({ page }) => {
    await signInAs(page, 'organizer')
    await page.goto('/en/login')
    await expect(page.getByText(/You are already logged in as/)).toBeVisible()
    await page.getByRole('link', { name: 'Go to your profile' }).click()
    await expect(page).toHaveURL(/\/en\/profile$/)
  })
})

test.describe('register', () => {
  test('Turkish validation: empty fields, then a weak password', async ({ page }) => {
    await page.goto('/kayitol')
    await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).last().click()
    // Beside the fields, not in a corner toast: the first missing one carries the sentence and
    // takes the focus, every missing one is marked and reads it out.
    const sentence = page.locator('#register-fullname-error')
    await expect(sentence).toHaveText('Lütfen tüm zorunlu alanları doldurun.')
    await expect(page.getByLabel('Ad Soyad')).toBeFocused()
    for (const label of ['Ad Soyad', 'Şifre', 'Rol'])
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('E-posta', { exact: true })).toHaveAccessibleDescription(
      'Lütfen tüm zorunlu alanları doldurun.',
    )
    await expect(page.locator('.Toastify__toast')).toHaveCount(0)
    await captureAtWidths(page, 'register-errors-tr')
    await page.getByLabel('Ad Soyad').fill('Test Kişi')
    await page.getByLabel('E-posta', { exact: true }).fill('weak@example.com')
    await page.getByLabel('Şifre').fill('weakpass')
    await page.getByLabel('Rol').selectOption('artist')
    await page.locator('form').getByRole('button', { name: 'Kayıt Ol' }).click()
    await expect(page.locator('#register-password-error')).toContainText(
      'Şifre en az 8 karakter uzunluğunda olmalı',
    )
    await expect(page.getByLabel('Ad Soyad')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/kayitol$/)
  })

  test('English validation messages', async ({ page }) => {
    await page.goto('/en/register')
    const submit = page.locator('form').getByRole('button', { name: 'Register' })
    await page.getByLabel('Full Name').fill('   ')
    await submit.click()
    await expect(page.locator('#register-fullname-error')).toHaveText(
      'Please fill in all required fields.',
    )
    await page.getByLabel('Full Name').fill('Test Person')
    await page.getByLabel('Email', { exact: true }).fill('weak@example.com')
    await page.getByLabel('Password').fill('alllowercase1')
    await page.getByLabel('Role').selectOption('organizer')
    await submit.click()
    await expect(page.locator('#register-password-error')).toHaveText(
      'Password must be at least 8 characters long, with at least one uppercase letter, one lowercase letter, and one number.',
    )
    await expect(page.getByLabel('Password')).toBeFocused()
    await captureAtWidths(page, 'register-errors-en')
    // The server's refusal of a field goes beside it too: an email already registered.
    await page.getByLabel('Email', { exact: true }).fill('artist@example.com')
    await page.getByLabel('Password').fill('Strong2025')
    await submit.click()
    await expect(page.locator('#register-email-error')).toHaveText(
      'An account with this email already exists.',
    )
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('.Toastify__toast')).toHaveCount(0)
  })

  test('a successful registration lands on the profile with a welcome', async ({ page }) => {
    const email = `new-${Date.now()}@example.com`
    await page.goto('/en/register')
    await page.getByLabel('Full Name').fill('Ada Venue')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password').fill('Strong2025')
    await page.getByLabel('Role').selectOption({ label: 'I am a Venue / Organizer' })
    await page.locator('form').getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Registration successful! Welcome!')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/profile$/)
    await expect(page.getByText('Welcome, Ada Venue!')).toBeVisible()
    await expect(page.getByText('Venue / Organizer', { exact: true })).toBeVisible()
  })
})

test.describe('header account links', () => {
  test('Profile and Logout when signed in; Logout goes home in the current language', async ({
    page,
  }) => {
    await signInAs(page, 'artist')
    await page.goto('/en/gigs')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible()
    await header.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  })
})

test('screenshots of login and register', async ({ page }) => {
  await page.goto('/giris')
  await captureAtWidths(page, 'login-tr')
  await page.goto('/en/register')
  await captureAtWidths(page, 'register-en')
})
