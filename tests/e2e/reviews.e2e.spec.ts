import { expect, test, type Browser } from '@playwright/test'

import { captureScreens, signInWith } from './helpers/pressKit'

const ORGANIZER = { email: 'organizer@example.com', password: 'Organizer2025' }

/** Each language reviews its own seeded booking at Kadıköy Sahne's festival. */
const LANGUAGES = [
  {
    locale: 'tr',
    artist: 'artist3@example.com',
    thread: (id: number) => `/panom/basvuru/${id}`,
    venuePage: '/mekanlar/kadikoy-sahne',
    scores: { sound: '5 üzerinden 5', hospitality: '5 üzerinden 4', promotion: '5 üzerinden 4' },
    venueScores: {
      punctuality: '5 üzerinden 5',
      performance: '5 üzerinden 5',
      professionalism: '5 üzerinden 4',
    },
    paid: 'Evet',
    text: 'Değerlendirmeniz (20-2000 karakter)',
    submit: 'Değerlendirmeyi gönder',
    waiting: /Değerlendirmeniz alındı; karşı tarafınki/,
    theirs: 'Karşı tarafın değerlendirmesi',
  },
  {
    locale: 'en',
    artist: 'artist5@example.com',
    thread: (id: number) => `/en/dashboard/applications/${id}`,
    venuePage: '/en/venues/kadikoy-sahne',
    scores: { sound: '5 out of 5', hospitality: '4 out of 5', promotion: '4 out of 5' },
    venueScores: {
      punctuality: '5 out of 5',
      performance: '5 out of 5',
      professionalism: '4 out of 5',
    },
    paid: 'Yes',
    text: 'Your review (20-2000 characters)',
    submit: 'Send review',
    waiting: /Your review is in; theirs shows when both are in or on/,
    theirs: 'Their review',
  },
] as const

/** The application behind the artist's completed booking, found through the API. */
async function completedBooking(browser: Browser, email: string) {
  const page = await browser.newPage()
  const token = await signInWith(page, email, 'Artist2025')
  const answer = await page.request.get('/api/me/bookings', {
    headers: { authorization: `Bearer ${token}` },
  })
  const bookings = (await answer.json()).data as Array<{ application: number; state: string }>
  await page.close()
  return bookings.find((booking) => booking.state === 'completed')!.application
}

for (const l of LANGUAGES) {
  test(`a pair of reviews stays blind, then shows at once (${l.locale})`, async ({ browser }) => {
    const application = await completedBooking(browser, l.artist)
    const artistText = `Ses sistemi kusursuzdu, ekip çok ilgiliydi (${l.locale}).`
    const venueText = `Zamanında geldiler ve salonu coşturdular (${l.locale}).`

    const artist = await browser.newPage()
    await signInWith(artist, l.artist, 'Artist2025')
    await artist.goto(l.thread(application))
    const form = artist.getByTestId('review-form')
    for (const [field, value] of Object.entries(l.scores))
      await form.locator(`#review-${field}`).selectOption({ label: value })
    await form.locator('#review-paidAsAgreed').selectOption({ label: l.paid })
    await form.getByLabel(l.text).fill(artistText)
    await form.getByRole('button', { name: l.submit }).click()
    await expect(artist.getByRole('status').filter({ hasText: l.waiting })).toBeVisible()
    await captureScreens(artist, `reviews-artist-waiting-${l.locale}`)

    const venue = await browser.newPage()
    await signInWith(venue, ORGANIZER.email, ORGANIZER.password)
    await venue.goto(l.thread(application))
    // Blind: the venue cannot read the artist's review before writing its own.
    await expect(venue.getByTestId('review-form')).toBeVisible()
    await expect(venue.getByText(artistText)).toHaveCount(0)
    const venueForm = venue.getByTestId('review-form')
    for (const [field, value] of Object.entries(l.venueScores))
      await venueForm.locator(`#review-${field}`).selectOption({ label: value })
    await venueForm.getByLabel(l.text).fill(venueText)
    await venueForm.getByRole('button', { name: l.submit }).click()
    await expect(venue.getByRole('heading', { name: l.theirs })).toBeVisible()
    await expect(venue.getByText(artistText)).toBeVisible()
    await captureScreens(venue, `reviews-venue-revealed-${l.locale}`)

    await artist.reload()
    await expect(artist.getByText(venueText)).toBeVisible()
    const visitor = await browser.newPage()
    await visitor.goto(l.venuePage)
    await expect(visitor.getByTestId('reviews').getByText(artistText)).toBeVisible()
    await captureScreens(visitor, `reviews-venue-page-${l.locale}`)
    await Promise.all([artist.close(), venue.close(), visitor.close()])
  })
}
