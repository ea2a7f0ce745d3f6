import { expect, test, type Page } from '@playwright/test'

import {
  DESKTOP,
  PHONE,
  WORDS,
  dayAhead,
  expectNoSidewaysScroll,
  headerLink,
  istanbulParts,
  journeyArtist,
  journeyFan,
  journeyPage,
  openBellWhenNoticed,
  saveVenueProfile,
  unique,
  type Locale,
  type Words,
} from './helpers/journeys'

/**
 * the market as people use it, one continuous journey per language and screen size, on
 * the production build. A new venue registers and posts a gig; a new artist (portrait, city,
 * genre, link) finds it and applies; a new fan follows the artist; the venue follows its bell to
 * the application, reads the artist's card, replies and accepts with a note; both read the booking
 * summary; the artist's and the fan's notices lead to the booking and to the gig. Every page
 * visited is checked for sideways scroll; the browsers' clocks are on New York time, so the
 * summary's Istanbul time is the site's doing.
 */
const RUNS = [
  ['tr', PHONE, 30],
  ['tr', DESKTOP, 33],
  ['en', PHONE, 36],
  ['en', DESKTOP, 39],
] as const

/** Opens the gig list from the header and narrows it to the gig's city and day. */
async function findGigInList(page: Page, w: Words, day: string, title: string) {
  await headerLink(page, w, w.gigs)
  await expect(page).toHaveURL(w.gigsPath)
  const filters = page.locator('main form').first()
  await filters.getByLabel(w.city, { exact: true }).selectOption({ label: 'İstanbul' })
  await filters.getByLabel(w.from, { exact: true }).fill(day)
  await filters.getByLabel(w.to, { exact: true }).fill(day)
  await filters.getByRole('button', { name: w.filter, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`from=${day}`))
  const heading = page.getByRole('heading', { level: 2, name: title })
  await expect(heading).toBeVisible()
  await expectNoSidewaysScroll(page, 'gig list, filtered')
  return heading
}

for (const [locale, viewport, days] of RUNS) {
  test(`${locale} at ${viewport.width} px: a venue posts, an artist applies, the venue accepts, a fan hears`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const w = WORDS[locale as Locale]
    const id = unique()
    const venueName = `Avlu Sahne ${id}`
    const address = `Moda Caddesi ${id.length}, Kadıköy`
    const venueEmail = `e2e-journey-venue-${id}@example.com`
    const title = `${locale === 'tr' ? 'Caz Gecesi' : 'Jazz Night'} ${id}`
    const day = dayAhead(days)
    const artist = await journeyArtist(request)
    const fanAccount = await journeyFan(request)

    // a. A venue registers from the header, fills its venue profile and posts a gig.
    const venue = await journeyPage(browser, viewport)
    await venue.goto(w.home)
    await expectNoSidewaysScroll(venue, 'home')
    await headerLink(venue, w, w.register)
    await venue.getByLabel(w.fullname).fill('Avlu Sahne')
    await venue.getByLabel(w.email, { exact: true }).fill(venueEmail)
    await venue.getByLabel(w.password, { exact: true }).fill('Journey2025x')
    await venue.getByLabel(w.role).selectOption({ label: w.organizer })
    await expectNoSidewaysScroll(venue, 'register')
    await venue.getByRole('button', { name: w.register, exact: true }).click()
    await expect(venue).toHaveURL(/\/(profil|en\/profile)$/)
    await saveVenueProfile(venue, venueName, address)

    await headerLink(venue, w, w.dashboard)
    await expect(venue).toHaveURL(w.dashboardPath)
    await expectNoSidewaysScroll(venue, 'venue dashboard, empty')
    await venue.getByRole('link', { name: w.createGig }).click()
    await expect(venue).toHaveURL(w.createPath)
    await venue.getByLabel(w.title, { exact: true }).fill(title)
    await venue.getByLabel(w.date).fill(`${day}T21:00`)
    await venue.getByRole('checkbox', { name: w.jazz, exact: true }).check()
    await venue.getByLabel(w.fee, { exact: true }).selectOption({ label: w.fixed })
    await venue.getByLabel(w.amount).fill('6000')
    await expectNoSidewaysScroll(venue, 'create gig')
    await venue.getByRole('button', { name: w.post }).click()
    await expect(venue).toHaveURL(w.gigPath)
    const gigId = w.gigPath.exec(new URL(venue.url()).pathname)![1]!
    await expect(venue.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(venue.getByRole('link', { name: venueName })).toBeVisible()
    await expectNoSidewaysScroll(venue, 'gig page (venue)')
    await findGigInList(venue, w, day, title)

    // b. The artist finds the gig in the list, opens it and applies with a message and a fee.
    const artistPage = await journeyPage(browser, viewport, artist.session)
    await artistPage.goto(w.home)
    const card = await findGigInList(artistPage, w, day, title)
    await card.locator('..').getByRole('link').first().click()
    await expect(artistPage).toHaveURL(new RegExp(`/${gigId}$`))
    await expect(artistPage.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(artistPage.getByText(w.fixedFee).first()).toBeVisible()
    await artistPage.getByRole('link', { name: w.applyAction, exact: true }).click()
    await artistPage.getByLabel(w.message).fill(w.applyText)
    await artistPage.getByLabel(w.proposedFee).fill('4500')
    await artistPage.getByRole('button', { name: w.apply, exact: true }).click()
    await expect(artistPage.getByText(w.pending).first()).toBeVisible()
    await expectNoSidewaysScroll(artistPage, 'gig page (artist, applied)')

    // e (before the answer). A fan follows the artist from the artist's page.
    const fan = await journeyPage(browser, viewport, fanAccount.session)
    await fan.goto(w.artistPath(artist.slug))
    await expect(fan.getByRole('heading', { level: 1 })).toHaveText(artist.name)
    await fan.getByRole('button', { name: w.follow, exact: true }).click()
    await expect(fan.getByTestId('follower-count')).toHaveText(w.oneFollower)
    await expectNoSidewaysScroll(fan, 'artist page (fan)')

    // c. The venue's bell leads to the application; the artist's card, a reply, the acceptance.
    await headerLink(venue, w, w.dashboard)
    const venueBell = await openBellWhenNoticed(venue, w)
    await expectNoSidewaysScroll(venue, 'venue dashboard, bell open')
    await venueBell.getByRole('link', { name: w.applied(artist.name, title) }).click()
    await expect(venue).toHaveURL(/\/(basvuru|applications)\/(\d+)$/)
    const applicationId = /(\d+)$/.exec(venue.url())![1]!
    await expect(venue).toHaveURL(w.threadPath(applicationId))
    await expect(venue.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const application = venue.locator(`[data-application="${applicationId}"]`)
    const artistCard = application.getByTestId('artist-card')
    await expect(artistCard.getByRole('link', { name: artist.name })).toHaveAttribute(
      'href',
      w.artistPath(artist.slug),
    )
    await expect(artistCard).toContainText(w.izmir)
    await expect(artistCard).toContainText(w.jazz)
    await expect(artistCard).toContainText(w.oneFollower)
    await expect(artistCard.getByRole('link', { name: w.instagram })).toBeVisible()
    await expect
      .poll(() => artistCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(venue.getByText(w.applyText)).toBeVisible()
    await venue.getByLabel(w.write, { exact: true }).fill(w.reply)
    await venue.getByRole('button', { name: w.send, exact: true }).click()
    const mine = venue.locator('li[data-mine="true"]')
    await expect(mine).toContainText(w.reply)
    await expect(mine).toContainText(w.you)
    await application.getByRole('button', { name: w.accept, exact: true }).click()
    const dialog = venue.getByRole('alertdialog')
    await dialog.getByLabel(w.note).fill(w.reply)
    await dialog.getByRole('button', { name: w.accept, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expectNoSidewaysScroll(venue, 'thread (venue, accepted)')

    // d. Both read the booking summary; the artist gets there from the bell.
    const artistBell = await openBellWhenNoticed(artistPage, w)
    await artistBell.getByRole('link', { name: w.accepted(venueName, title) }).click()
    await expect(artistPage).toHaveURL(w.threadPath(applicationId))
    await expect(artistPage.getByText(w.reply).first()).toBeVisible()
    for (const [page, contact, who] of [
      [venue, artist.email, 'venue'],
      [artistPage, venueEmail, 'artist'],
    ] as const) {
      const booking = page.locator('[data-booking]')
      await expect(booking).toContainText(w.summary)
      // Booked, with no terms proposed yet: the badge does not say confirmed.
      await expect(booking).toContainText(w.termsPending)
      const when = (await booking.locator('time').innerText()).replace(/\s/g, ' ')
      for (const part of istanbulParts(locale as Locale, day)) expect(when, who).toContain(part)
      await expect(booking).toContainText(venueName)
      await expect(booking).toContainText(address)
      await expect(booking).toContainText(w.agreedFee)
      await expect(booking.getByRole('link', { name: contact })).toHaveAttribute(
        'href',
        `mailto:${contact}`,
      )
      await expectNoSidewaysScroll(page, `booking summary (${who})`)
      // The dashboard lists the same summary among the upcoming bookings.
      await headerLink(page, w, w.dashboard)
      const listed = page.locator('[data-booking]', { hasText: title })
      await expect(listed).toContainText(venueName)
      await expect(listed.getByRole('link', { name: contact })).toBeVisible()
      await expectNoSidewaysScroll(page, `dashboard with the booking (${who})`)
    }

    // e. The fan's notice (written by the jobs queue) leads to the show's page for fans.
    await headerLink(fan, w, w.dashboard)
    await expect(fan).toHaveURL(w.dashboardPath)
    const fanBell = await openBellWhenNoticed(fan, w)
    // The fan's dashboard lists the followed artist's new gig.
    await expect(fan.locator('main').getByText(title).first()).toBeVisible()
    await fanBell.getByRole('link', { name: w.booked(artist.name, title) }).click()
    await expect(fan).toHaveURL(w.showPath)
    await expect(fan).toHaveURL(new RegExp(`/${gigId}$`))
    await expect(fan.getByRole('heading', { level: 1 })).toHaveText(title)
    await expectNoSidewaysScroll(fan, 'show page (fan)')
  })
}
