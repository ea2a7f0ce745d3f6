import { test as base, expect } from '@playwright/test'

import { signInAs } from './helpers/session'

// Each test is its own visitor (its own client IP behind the proxy), so the API's per-IP login
// limit (10 a minute) counts one test's logins, however many tests run within the minute.
const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    const octet = () => Math.floor(Math.random() * 250) + 1
    await provide({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  },
})

test.describe('under construction', () => {
  test('a visitor sees Not Logged In, stays (no login redirect) and is sent home after 10 s', async ({
    page,
  }) => {
    // The page's timers run on Playwright's clock, moved on by hand instead of waited out.
    await page.clock.install()
    await page.goto('/en/underconstruction')
    // Shown once the session is read, after the page's timer was set on mounting.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Logged In')
    await expect(page.getByText('You will be taken to the home page in 10 seconds.')).toBeVisible()
    await page.clock.runFor(9_000)
    await expect(page).toHaveURL(/\/en\/underconstruction$/)
    // By 10 s of the page's clock, and at most 5 s more for the home page to load.
    await page.clock.runFor(1_000)
    await expect(page).toHaveURL(/\/en$/, { timeout: 5_000 })
  })

  test('an admin sees Access Denied', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/en/underconstruction')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied')
  })

  test('an artist sees the content in Turkish, then lands on the Turkish home page', async ({
    page,
  }) => {
    await signInAs(page, 'artist')
    await page.clock.install()
    await page.goto('/underconstruction')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yapım Aşamasında')
    await expect(page.getByText('10 saniye içinde ana sayfaya yönlendirileceksiniz.')).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 2_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Müzisyenlerle mekânların buluştuğu yer',
    )
  })

  test('an organizer sees the content in English', async ({ page }) => {
    await signInAs(page, 'organizer')
    await page.goto('/en/underconstruction')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under Construction')
  })
})

test.describe('profile and create gig', () => {
  test('profile shows name, email and role in the page language', async ({ page }) => {
    await signInAs(page, 'organizer')
    await page.goto('/profil')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profiliniz')
    await expect(page.getByText('Hoş geldiniz, Avlu Sahne!')).toBeVisible()
    await expect(page.getByText('organizer@example.com')).toBeVisible()
    await expect(page.getByText('Mekân / Organizatör', { exact: true })).toBeVisible()
  })

  test('create gig tells an artist what it is for and how to get a venue account', async ({
    page,
  }) => {
    await signInAs(page, 'artist')
    await page.goto('/gig-olustur')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gig Oluştur')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Gigleri mekânlar ve organizatörler yayınlar.' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Mekân hesabı aç' })).toHaveAttribute(
      'href',
      '/kayitol',
    )
    await expect(page.getByRole('button', { name: 'Gigi yayınla' })).toHaveCount(0)
  })
})
