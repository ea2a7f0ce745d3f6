import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { SEEDED_USERS } from './helpers/session'

type Session = { token: string; user: unknown }

/** A browser context whose pages start signed in with `session`. */
async function signedInPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext()
  await context.addInitScript(
    ([token, user]) => {
      window.localStorage.setItem('token', token)
      window.localStorage.setItem('user', user)
    },
    [session.token, JSON.stringify(session.user)] as const,
  )
  return context.newPage()
}

const run = Date.now().toString(36)

/** A new artist account with a public profile (name and city), made through the site's API. */
let artistsMade = 0

async function newArtist(request: APIRequestContext) {
  const email = `e2e-artist-${run}-${++artistsMade}@example.com`
  const registered = await request.post('/api/auth/register', {
    data: { fullname: 'E2E Sanatçı', email, password: 'Artist2025x', role: 'artist' },
  })
  const session = (await registered.json()) as Session
  const profile = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name: `Işıl Ses ${run}`, city: 'istanbul' },
  })
  expect(profile.ok()).toBe(true)
  const { data } = (await profile.json()) as { data: { slug: string; name: string } }
  return { session, slug: data.slug, name: data.name }
}

async function organizerSession(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: SEEDED_USERS.organizer })
  return (await response.json()) as Session
}

async function newGig(request: APIRequestContext, organizer: Session, title: string) {
  const response = await request.post('/api/gigs', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      city: 'istanbul',
      venue: 'Avlu Sahne',
      slots: 1,
    },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { id: number } }).data.id
}

test('an artist applies, the organizer accepts, both see the booking and the notification', async ({
  browser,
  request,
}) => {
  const organizer = await organizerSession(request)
  const artist = await newArtist(request)
  const title = `Avlu Akustik ${run}`
  const gigId = await newGig(request, organizer, title)

  const artistPage = await signedInPage(browser, artist.session)
  await artistPage.goto(`/gigler/${gigId}`)
  await artistPage.getByLabel('Organizatöre mesajınız').fill('Merhaba, akustik bir set öneriyoruz.')
  await artistPage.getByLabel('Önerilen ücret (TRY, isteğe bağlı)').fill('4500')
  await artistPage.getByRole('button', { name: 'Başvur' }).click()
  await expect(artistPage.getByText('Bekliyor')).toBeVisible()

  const organizerPage = await signedInPage(browser, organizer)
  await organizerPage.goto(`/gigler/${gigId}`)
  await expect(
    organizerPage.getByRole('button', { name: /Bildirimler \(\d+ okunmamış\)/ }),
  ).toBeVisible()
  const card = organizerPage.locator('li', { hasText: artist.name })
  await expect(card.getByText('Önerilen ücret: 4.500 TRY')).toBeVisible()
  // Issue 19: accepting goes through a confirm dialog (with an optional note).
  await card.getByRole('button', { name: 'Kabul et' }).click()
  await organizerPage.getByRole('alertdialog').getByRole('button', { name: 'Kabul et' }).click()
  await expect(card.getByText('Kabul edildi')).toBeVisible()

  for (const page of [artistPage, organizerPage]) {
    await page.goto('/panom')
    const bookings = page.locator('section', {
      has: page.getByRole('heading', { name: 'Rezervasyonlar' }),
    })
    await expect(bookings.locator('li', { hasText: title }).getByText('Onaylandı')).toBeVisible()
  }
  await artistPage.getByRole('button', { name: /Bildirimler/ }).click()
  await expect(
    // The organizer answers as their venue profile (the seeded Kadıköy Sahne).
    artistPage.getByRole('link', { name: `Kadıköy Sahne kabul etti: “${title}” rezerve edildi.` }),
  ).toBeVisible()
})

test('an invitation declined in English', async ({ browser, request }) => {
  const organizer = await organizerSession(request)
  const artist = await newArtist(request)
  const title = `Garden Night ${run}`
  const gigId = await newGig(request, organizer, title)
  const invited = await request.post(`/api/artists/${artist.slug}/invitations`, {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: { gigId, message: 'Would you play our garden night?' },
  })
  expect(invited.status()).toBe(201)

  const artistPage = await signedInPage(browser, artist.session)
  await artistPage.goto('/en/dashboard')
  const invitations = artistPage.locator('section', {
    has: artistPage.getByRole('heading', { name: 'Invitations' }),
  })
  const card = invitations.locator('li', { hasText: title })
  await expect(card.getByText('Would you play our garden night?')).toBeVisible()
  // Issue 19: declining opens a confirm dialog that takes the optional note; the answered
  // invitation then leaves "waiting for your answer" for the history.
  await card.getByRole('button', { name: 'Decline' }).click()
  const dialog = artistPage.getByRole('alertdialog')
  await dialog.getByLabel('Message (optional)').fill('Sorry, I am on tour then.')
  await dialog.getByRole('button', { name: 'Decline' }).click()
  const history = artistPage.locator('section', {
    has: artistPage.getByRole('heading', { name: 'History' }),
  })
  await expect(
    history.locator('li', { hasText: title }).getByText('Declined', { exact: true }),
  ).toBeVisible()
  await expect(card).toHaveCount(0)

  const organizerPage = await signedInPage(browser, organizer)
  await organizerPage.goto('/en/dashboard')
  await organizerPage.getByRole('button', { name: /Notifications/ }).click()
  await expect(
    organizerPage.getByRole('link', { name: `${artist.name} declined for “${title}”.` }),
  ).toBeVisible()
})
