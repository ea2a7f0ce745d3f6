import { expect, test, type Page } from '@playwright/test'

import { noSidewaysScroll, seededSession, signedInPage, uniqueTitle } from './helpers/market'
import { resizeTo } from './helpers/screenshots'
import { newShow } from './helpers/shows'

/** The fans' and shows' screens at phone and desktop widths, in both languages, as each role sees them. */
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }

async function capture(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await resizeTo(page, viewport)
    expect(await noSidewaysScroll(page), `${name} at ${size}`).toBe(true)
    await page.screenshot({
      path: `test-results/screenshots/shows-${name}-${size}.png`,
      fullPage: true,
    })
  }
}

test('the shows screens at both sizes and in both languages', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const title = uniqueTitle('Avlu Caz Gecesi')
  const { gigId, artist } = await newShow(request, title, 3)
  const fan = await seededSession(request, 'fan')
  const organizer = await seededSession(request, 'organizer')
  const auth = { Authorization: `Bearer ${fan.token}` }
  await request.post(`/api/shows/${gigId}/going`, { headers: auth })
  await request.post(`/api/artists/${artist.slug}/follow`, { headers: auth })
  await request.post(`/api/artists/${artist.slug}/requests`, {
    headers: auth,
    data: { city: 'izmir' },
  })
  await request.put(`/api/gigs/${gigId}`, {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: { ticketUrl: 'https://biletix.example.com/avlu' },
  })

  const visitor = await browser.newPage()
  for (const [prefix, list] of [
    ['', '/konserler'],
    ['/en', '/en/shows'],
  ] as const) {
    const lang = prefix ? 'en' : 'tr'
    await visitor.goto(list)
    await expect(visitor.getByTestId('show-card').first()).toBeVisible()
    await capture(visitor, `list-${lang}`)
    await visitor.goto(`${prefix}/${lang === 'tr' ? 'konserler' : 'shows'}/${gigId}`)
    await capture(visitor, `show-visitor-${lang}`)
    await visitor.goto(prefix || '/')
    // A show is coming in İstanbul: the home page lists it, this week's or the next ones.
    await expect(visitor.locator('section[aria-labelledby="week-shows"] li').first()).toBeVisible()
    await capture(visitor, `home-${lang}`)
  }

  const fanPage = await signedInPage(browser, fan)
  await fanPage.goto(`/konserler/${gigId}`)
  await expect(fanPage.getByRole('button', { name: 'Gidiyorsunuz' })).toBeVisible()
  await capture(fanPage, 'show-fan-tr')
  await fanPage.goto('/panom')
  await expect(fanPage.locator('[data-section="going"]')).toContainText(title)
  await capture(fanPage, 'dashboard-fan-tr')
  await fanPage.goto('/en/profile')
  await expect(fanPage.getByLabel('Where you live')).toBeVisible()
  await capture(fanPage, 'profile-fan-en')
  await fanPage.goto(`/en/artists/${artist.slug}`)
  await expect(fanPage.getByRole('heading', { name: 'Play my city' })).toBeVisible()
  await capture(fanPage, 'artist-fan-en')

  const organizerPage = await signedInPage(browser, organizer)
  await organizerPage.goto(`/sanatcilar/${artist.slug}`)
  await expect(organizerPage.getByText('1 istek')).toBeVisible()
  await capture(organizerPage, 'artist-organizer-tr')
  await organizerPage.goto('/panom')
  await capture(organizerPage, 'dashboard-organizer-tr')
  await organizerPage.goto(`/gigler/${gigId}/duzenle`)
  await expect(organizerPage.getByLabel('Bilet adresi (isteğe bağlı)')).toHaveValue(
    'https://biletix.example.com/avlu',
  )
  await capture(organizerPage, 'edit-gig-organizer-tr')
  await visitor.goto('/en/digest/unsubscribe/1.not-signed')
  await expect(visitor.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await capture(visitor, 'digest-invalid-en')

  const artistPage = await signedInPage(browser, artist.session)
  await artistPage.goto('/en/dashboard')
  await expect(artistPage.locator('[data-section="city-requests"]')).toContainText('İzmir')
  await capture(artistPage, 'dashboard-artist-en')
})
