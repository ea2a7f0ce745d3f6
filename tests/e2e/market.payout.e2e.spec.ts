import { expect, test } from '@playwright/test'

import { addPayout, bookingWithTerms } from './helpers/bookings'
import {
  newArtist,
  noSidewaysScroll,
  seededSession,
  signedInPage,
  uniqueTitle,
} from './helpers/market'

/*
 * Saved payout details are shown, masked, with one "Change" that opens the form; the test card's
 * number is told to the one who pays (the organizer), not to the artist.
 */
test('saved payout details, then "Değiştir" opens the form; "Vazgeç" closes it', async ({
  browser,
  request,
}) => {
  const artist = await newArtist(request)
  await addPayout(request, artist.session)
  const page = await signedInPage(browser, artist.session, { width: 390, height: 844 })
  await page.goto('/profil')
  const payout = page.locator('#payout')
  await expect(payout.getByText('TR** **** **** **** **** **13 26')).toBeVisible()
  await expect(payout.getByLabel('IBAN')).toHaveCount(0)
  expect(await noSidewaysScroll(page)).toBe(true)
  await payout.getByRole('button', { name: 'Değiştir' }).click()
  await expect(payout.getByLabel('IBAN')).toBeVisible()
  await payout.getByRole('button', { name: 'Vazgeç' }).click()
  await expect(payout.getByLabel('IBAN')).toHaveCount(0)

  await page.goto('/en/profile')
  await page.locator('#payout').getByRole('button', { name: 'Change' }).click()
  await expect(page.locator('#payout').getByLabel('IBAN')).toBeVisible()
})

test('the test card is named to the organizer who pays, not to the artist', async ({
  browser,
  request,
}) => {
  const artist = await newArtist(request)
  await addPayout(request, artist.session)
  const { applicationId } = await bookingWithTerms(request, artist.session, uniqueTitle('Kart'))
  const organizer = await seededSession(request, 'organizer')
  const thread = `/en/dashboard/applications/${applicationId}`
  const venue = await signedInPage(browser, organizer)
  await venue.goto(thread)
  await expect(venue.getByText('use the test card 5528 7900 0000 0008')).toBeVisible()
  const act = await signedInPage(browser, artist.session)
  await act.goto(thread)
  const card = act.locator('section', {
    has: act.getByRole('heading', { name: 'Payment', exact: true }),
  })
  await expect(card.getByText('Test payments: no real card is charged on this site.')).toBeVisible()
  await expect(act.getByText('5528 7900 0000 0008')).toHaveCount(0)
})
