import { expect, test, type Page } from '@playwright/test'

import { captureAtWidths } from './helpers/screenshots'

type Role = 'artist' | 'fan'

/** Registers a fresh account through the API and stores its session the way the site does. */
async function registerAs(page: Page, role: Role, fullname: string) {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@test.example.com`
  const response = await page.request.post('/api/auth/register', {
    data: { fullname, email, password: 'Passw0rdTest', role },
  })
  if (!response.ok()) throw new Error(`Register as ${role} failed: ${response.status()}`)
  const { token, user } = (await response.json()) as { token: string; user: unknown }
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('token', storedToken)
      window.localStorage.setItem('user', storedUser)
    },
    [token, JSON.stringify(user)] as const,
  )
  return { email, password: 'Passw0rdTest' }
}

const LANGUAGES = [
  {
    locale: 'tr',
    profile: '/profil',
    artistPath: /\/sanatcilar\/[a-z0-9-]+$/,
    stageName: 'Sahne adı',
    city: 'Şehir',
    genre: 'Caz',
    bio: 'Biyografi (Türkçe)',
    save: 'Profili kaydet',
    saved: 'Profil kaydedildi.',
    viewPublic: 'Herkese açık sayfanızı gör',
    noFollowers: 'Takipçi yok',
    oneFollower: '1 takipçi',
    follow: 'Takip et',
    unfollow: 'Takibi bırak',
    following: 'Takip ettikleriniz',
  },
  {
    locale: 'en',
    profile: '/en/profile',
    artistPath: /\/en\/artists\/[a-z0-9-]+$/,
    stageName: 'Stage name',
    city: 'City',
    genre: 'Jazz',
    bio: 'Bio (English)',
    save: 'Save profile',
    saved: 'Profile saved.',
    viewPublic: 'View your public page',
    noFollowers: 'No followers',
    oneFollower: '1 follower',
    follow: 'Follow',
    unfollow: 'Unfollow',
    following: 'Following',
  },
] as const

for (const l of LANGUAGES) {
  test(`${l.locale}: an artist completes a profile, a fan follows and finds it under Following`, async ({
    browser,
  }) => {
    const name = `Işıl Ilgaz ${l.locale} ${Date.now().toString(36)}`
    const artistPage = await (await browser.newContext()).newPage()
    await registerAs(artistPage, 'artist', 'Işıl Ilgaz')
    await artistPage.goto(l.profile)
    await artistPage.getByLabel(l.stageName).fill(name)
    await artistPage.getByLabel(l.city).selectOption('izmir')
    await artistPage.getByLabel(l.genre, { exact: true }).check()
    await artistPage.getByLabel(l.bio).fill(`${l.locale} bio: caz ve şarkılar`)
    await artistPage.getByRole('button', { name: l.save }).click()
    await expect(artistPage.getByText(l.saved)).toBeVisible()
    await artistPage.getByRole('link', { name: l.viewPublic }).click()
    await expect(artistPage).toHaveURL(l.artistPath)
    await expect(artistPage.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(artistPage.getByText('İzmir')).toBeVisible()
    await expect(artistPage.getByText(`${l.locale} bio: caz ve şarkılar`)).toBeVisible()
    const artistUrl = new URL(artistPage.url()).pathname

    const fanPage = await (await browser.newContext()).newPage()
    await registerAs(fanPage, 'fan', 'Fan')
    await fanPage.goto(artistUrl)
    await expect(fanPage.getByTestId('follower-count')).toHaveText(l.noFollowers)
    await fanPage.getByRole('button', { name: l.follow, exact: true }).click()
    await expect(fanPage.getByTestId('follower-count')).toHaveText(l.oneFollower)
    await expect(fanPage.getByRole('button', { name: l.unfollow })).toBeVisible()
    await fanPage.reload()
    await expect(fanPage.getByTestId('follower-count')).toHaveText(l.oneFollower)

    await fanPage.goto(l.profile)
    const following = fanPage.getByRole('region', { name: l.following })
    await expect(following.getByRole('link', { name })).toBeVisible()
    await following.getByRole('link', { name }).click()
    await expect(fanPage).toHaveURL(l.artistPath)
  })
}

test('a visitor who clicks Follow is sent to login and comes back to the artist', async ({
  page,
}) => {
  await page.goto('/en/artists/deniz-yildiz')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deniz Yıldız')
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  await page.getByLabel('Email', { exact: true }).fill('fan2@example.com')
  await page.getByLabel('Password').fill('Fan2025ok')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/en\/artists\/deniz-yildiz$/)
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible()
})

test('the directories filter by city and genre in both languages', async ({ page }) => {
  await page.goto('/sanatcilar?city=ankara')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sanatçılar')
  await expect(page.getByRole('heading', { level: 2, name: 'Bozkır Sesleri' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Deniz Yıldız' })).toHaveCount(0)
  await page.goto('/en/artists?q=ISIL')
  await expect(page.getByRole('heading', { level: 2, name: 'Işıl Demir' })).toBeVisible()
  await page.getByRole('link', { name: /View profile\s*:\s*Işıl Demir/ }).click()
  await expect(page).toHaveURL(/\/en\/artists\/isil-demir$/)
  await expect(page.getByRole('img', { name: 'Işıl Demir' })).toBeVisible()
})

test('the filtered lists say how many they found, in the page’s language', async ({ page }) => {
  const count = page.locator('[data-result-count]')
  // One result is singular in English; the count is every page's, not this page's.
  await page.goto('/en/artists?q=Bozk%C4%B1r')
  await expect(count).toHaveText('1 result')
  await page.goto('/sanatcilar?city=ankara')
  await expect(page.getByRole('heading', { level: 2, name: 'Bozkır Sesleri' })).toBeVisible()
  const cards = await page.locator('main li h2').count()
  await expect(count).toHaveText(`${cards} sonuç`)
  await captureAtWidths(page, 'artists-count-tr')
  await page.goto('/en/venues')
  await expect(count).toHaveText(/^\d+ results?$/)
  await page.goto('/gigler?city=istanbul')
  await expect(count).toHaveText(/^\d+ sonuç$/)
  await captureAtWidths(page, 'gigs-count-tr')
  await page.goto('/en/gigs')
  const total = Number((await count.getAttribute('data-result-count')) ?? 0)
  await expect(count).toHaveText(`${total} result${total === 1 ? '' : 's'}`)
  await captureAtWidths(page, 'gigs-count-en')
  await page.goto('/en/blog?category=musician-guides')
  await expect(count).toHaveText('2 results')
  await page.goto('/blog?search=plak')
  await expect(count).toHaveText(/^\d+ sonuç$/)
  await captureAtWidths(page, 'blog-search-count-tr')
  // The unfiltered blog list has its featured posts and pages: no count there.
  await page.goto('/en/blog')
  await expect(count).toHaveCount(0)
})
