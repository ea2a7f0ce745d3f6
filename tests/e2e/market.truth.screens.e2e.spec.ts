import { expect, test, type Page } from '@playwright/test'

import { addPayout, bookingWithTerms, payBooking } from './helpers/bookings'
import {
  newArtist,
  noSidewaysScroll,
  seededSession,
  signedInPage,
  uniqueTitle,
} from './helpers/market'
import { captureAtWidths } from './helpers/screenshots'
import { newShow } from './helpers/shows'

/*
 * The screens whose links, badges and actions follow the booking's true state, captured at 390
 * and 1366 px in both languages as each role sees them (test-results/screenshots/truth-*).
 */
async function shoot(page: Page, path: string, name: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await captureAtWidths(page, `truth-${name}`)
  expect(await noSidewaysScroll(page), name).toBe(true)
}

test('the truthful screens, per role, both languages and sizes', async ({ browser, request }) => {
  test.setTimeout(300_000)
  const { gigId, artist: booked } = await newShow(request, uniqueTitle('Ekran Gecesi'), 5)
  const fan = await seededSession(request, 'fan')
  await request.post(`/api/artists/${booked.slug}/follow`, {
    headers: { Authorization: `Bearer ${fan.token}` },
  })
  const artist = await newArtist(request)
  await addPayout(request, artist.session)
  const waiting = await bookingWithTerms(request, artist.session, uniqueTitle('Koşul'), {
    confirm: false,
  })
  const paid = await bookingWithTerms(request, artist.session, uniqueTitle('Ödenen'), { days: 4 })
  const payer = await browser.newPage()
  await payBooking(payer, request, paid.organizer, paid.bookingId)

  const fanPage = await signedInPage(browser, fan)
  const artistPage = await signedInPage(browser, artist.session)
  const venuePage = await signedInPage(browser, paid.organizer)
  for (const [lang, prefix, paths] of [
    [
      'tr',
      '',
      {
        gig: 'gigler',
        show: 'konserler',
        dash: 'panom',
        thread: 'panom/basvuru',
        profile: 'profil',
        artists: 'sanatcilar',
      },
    ],
    [
      'en',
      '/en',
      {
        gig: 'gigs',
        show: 'shows',
        dash: 'dashboard',
        thread: 'dashboard/applications',
        profile: 'profile',
        artists: 'artists',
      },
    ],
  ] as const) {
    await shoot(fanPage, `${prefix}/${paths.dash}`, `fan-dashboard-${lang}`)
    await shoot(fanPage, `${prefix}/${paths.gig}/${gigId}`, `fan-gig-${lang}`)
    await shoot(fanPage, `${prefix}/${paths.show}/${gigId}`, `fan-show-${lang}`)
    await shoot(artistPage, `${prefix}/${paths.dash}`, `artist-dashboard-${lang}`)
    await shoot(artistPage, `${prefix}/${paths.profile}#payout`, `artist-profile-${lang}`)
    await shoot(
      artistPage,
      `${prefix}/${paths.thread}/${waiting.applicationId}`,
      `artist-terms-waiting-${lang}`,
    )
    await shoot(venuePage, `${prefix}/${paths.dash}`, `venue-dashboard-${lang}`)
    await shoot(venuePage, `${prefix}/${paths.thread}/${paid.applicationId}`, `venue-paid-${lang}`)
    await shoot(venuePage, `${prefix}/${paths.artists}/${artist.slug}`, `venue-invite-${lang}`)
  }
})
