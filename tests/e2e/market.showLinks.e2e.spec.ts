import { expect, test } from '@playwright/test'

import { bookingWithTerms } from './helpers/bookings'
import {
  newArtist,
  noSidewaysScroll,
  seededSession,
  signedInPage,
  uniqueTitle,
} from './helpers/market'
import { newShow } from './helpers/shows'

/*
 * Fans are sent to a show's page, never to the venue's call for artists: from their dashboard,
 * from the artist's and the venue's pages, and from the gig page itself when they land on it.
 */
test('links that mean the show lead fans to the show page, in both languages', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const title = uniqueTitle('Kapı Gecesi')
  const artist = await newArtist(request)
  const { gigId, organizer } = await bookingWithTerms(request, artist.session, title, { days: 4 })
  const fan = await seededSession(request, 'fan')
  await request.post(`/api/artists/${artist.slug}/follow`, {
    headers: { Authorization: `Bearer ${fan.token}` },
  })

  const fanPage = await signedInPage(browser, fan, { width: 390, height: 844 })
  await fanPage.goto('/panom')
  const followed = fanPage
    .locator('[data-section="following-gigs"]')
    .getByRole('link', { name: title })
  await expect(followed).toHaveAttribute('href', `/konserler/${gigId}`)
  await fanPage.goto(`/en/artists/${artist.slug}`)
  await expect(fanPage.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/en/shows/${gigId}`,
  )

  // A fan who lands on the gig page is offered the show page as the page's main action.
  await fanPage.goto(`/gigler/${gigId}`)
  const toShow = fanPage.getByRole('link', { name: 'Konser sayfasına git' })
  await expect(toShow).toBeVisible()
  // One way there: the lineup does not repeat it for a fan.
  await expect(fanPage.getByRole('link', { name: /konser sayfası/i })).toHaveCount(1)
  expect(await noSidewaysScroll(fanPage)).toBe(true)
  await toShow.click()
  await expect(fanPage).toHaveURL(new RegExp(`/konserler/${gigId}$`))
  // The show page gives the doors time of the confirmed terms beside the start.
  await expect(fanPage.getByText('Kapı açılışı 20:00')).toBeVisible()
  await expect(fanPage.getByText('Sahnede 21:00 · 60 dk')).toBeVisible()

  // The venue is offered the fans' page from the lineup.
  const venuePage = await signedInPage(browser, organizer)
  await venuePage.goto(`/en/gigs/${gigId}`)
  // Its one application is accepted: nothing waits to be reviewed.
  await expect(venuePage.getByRole('link', { name: 'See the application' })).toBeVisible()
  await expect(venuePage.getByText(/Review \d+ application/)).toHaveCount(0)
  await venuePage.getByRole('link', { name: "The show's page for fans →" }).click()
  await expect(venuePage).toHaveURL(new RegExp(`/en/shows/${gigId}$`))
  await expect(venuePage.getByText('Doors open 8:00 PM')).toBeVisible()
  // The venue is on the bill: it sees the count, and no "Going" of its own to give.
  await expect(venuePage.getByText("You're on this show's bill")).toBeVisible()
  await expect(venuePage.getByRole('button', { name: 'Going', exact: true })).toHaveCount(0)

  const visitor = await browser.newPage()
  await visitor.goto(`/en/gigs/${gigId}`)
  await expect(visitor.getByRole('link', { name: 'Go to the show page' })).toHaveAttribute(
    'href',
    `/en/shows/${gigId}`,
  )
})

test("a gig with only the venue's invitation says so, not that applications wait", async ({
  browser,
  request,
}) => {
  const organizer = await seededSession(request, 'organizer')
  const { artist } = await newShow(request, uniqueTitle('Davet Öncesi'), 6)
  const created = await request.post('/api/gigs', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title: uniqueTitle('Sadece Davet'),
      date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      city: 'istanbul',
      venue: 'Avlu Sahne',
      slots: 1,
    },
  })
  const gigId = ((await created.json()) as { data: { id: number } }).data.id
  const invited = await request.post(`/api/artists/${artist.slug}/invitations`, {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: { gigId, message: 'Bu geceye sizi davet ediyoruz.' },
  })
  expect(invited.ok()).toBe(true)

  const page = await signedInPage(browser, organizer)
  await page.goto(`/gigler/${gigId}`)
  await expect(page.getByText('Henüz başvuru yok; 1 davet gönderdiniz.')).toBeVisible()
  await expect(page.getByText(/başvuruyu incele/)).toHaveCount(0)
  await page.goto('/en/dashboard')
  const card = page.locator(`[data-gig="${gigId}"]`)
  await expect(card).toContainText('No applications · 1 invitation')
  await expect(card.getByRole('link', { name: 'Open the gig' })).toBeVisible()
})
