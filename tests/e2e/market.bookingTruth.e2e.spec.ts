import { expect, test } from '@playwright/test'

import { addPayout, bookingWithTerms, payBooking } from './helpers/bookings'
import { newArtist, noSidewaysScroll, signedInPage, uniqueTitle } from './helpers/market'
import { gigStarted } from './helpers/gigStarted'

const PHONE = { width: 390, height: 844 }

/*
 * A booking's badge and the actions it offers follow its true state: terms still waiting are not
 * "confirmed", a paid booking's terms are not offered for change, a held payment's booking is not
 * offered for cancelling, and a cancelled booking's application no longer reads "accepted".
 */
test('terms waiting: the badge, the artist dashboard and the thread say so (tr, en)', async ({
  browser,
  request,
}) => {
  const artist = await newArtist(request)
  const { organizer, applicationId, bookingId } = await bookingWithTerms(
    request,
    artist.session,
    uniqueTitle('Bekleyen Koşullar'),
    { confirm: false },
  )
  const act = await signedInPage(browser, artist.session, PHONE)
  await act.goto('/panom')
  const waiting = act.locator('[data-section="invitations"]')
  await expect(waiting.locator('[data-booking] [data-state="termsPending"]')).toHaveText(
    'Koşullar bekleniyor',
  )
  await expect(act.locator('[data-section="bookings"]')).toContainText(
    '1 rezervasyonunuz koşul onayınızı bekliyor',
  )
  await expect(act.locator('[data-section="bookings"]')).not.toContainText(
    'Yaklaşan rezervasyonunuz yok',
  )
  expect(await noSidewaysScroll(act)).toBe(true)
  await act.goto('/en/dashboard')
  await expect(act.locator('[data-section="bookings"]')).toContainText(
    '1 booking waits for you to confirm',
  )

  // The artist asks for a change: the organizer's badge says so, not "confirmed".
  const venue = await signedInPage(browser, organizer)
  const asked = await request.post(`/api/bookings/${bookingId}/terms/change-request`, {
    headers: { Authorization: `Bearer ${artist.session.token}` },
    data: { message: 'Set saatini bir saat ileri alalım.' },
  })
  expect(asked.ok()).toBe(true)
  await venue.goto(`/en/dashboard/applications/${applicationId}`)
  await expect(venue.locator('[data-booking] [data-state="changeRequested"]')).toHaveText(
    'Change requested',
  )
})

test('a paid booking offers no change of terms; a held one no cancel, and says why', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const artist = await newArtist(request)
  await addPayout(request, artist.session)
  const { organizer, gigId, applicationId, bookingId } = await bookingWithTerms(
    request,
    artist.session,
    uniqueTitle('Ödenmiş Gece'),
  )
  const venue = await signedInPage(browser, organizer, PHONE)
  await venue.goto(`/panom/basvuru/${applicationId}`)
  await expect(venue.getByRole('button', { name: 'Koşulları değiştir' })).toBeVisible()

  await payBooking(page, request, organizer, bookingId)
  await venue.reload()
  await expect(venue.getByText('Ödeme yapıldığı için koşullar artık değiştirilemez')).toBeVisible()
  await expect(venue.getByRole('button', { name: 'Koşulları değiştir' })).toHaveCount(0)
  await expect(venue.getByRole('button', { name: 'Rezervasyonu iptal et' })).toBeVisible()

  // A problem can be reported only once the gig has started.
  await gigStarted(gigId)
  const problem = await request.post(`/api/bookings/${bookingId}/problem`, {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: { text: 'The artist played twenty minutes of the hour agreed.' },
  })
  expect(problem.ok()).toBe(true)
  await venue.goto(`/en/dashboard/applications/${applicationId}`)
  await expect(venue.getByText('cannot be cancelled while the reported problem')).toBeVisible()
  await expect(venue.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
})

test("a cancelled booking's application reads cancelled, not accepted", async ({
  browser,
  request,
}) => {
  const artist = await newArtist(request)
  const { organizer, applicationId, bookingId } = await bookingWithTerms(
    request,
    artist.session,
    uniqueTitle('İptal Gecesi'),
  )
  const cancelled = await request.post(`/api/bookings/${bookingId}/cancel`, {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: { reason: 'Mekân tadilatta.' },
  })
  expect(cancelled.ok()).toBe(true)
  const act = await signedInPage(browser, artist.session)
  await act.goto(`/panom/basvuru/${applicationId}`)
  const card = act.locator(`[data-application="${applicationId}"]`)
  await expect(card.locator('[data-state="cancelled"]')).toHaveText('Rezervasyon iptal edildi')
  await expect(card).not.toContainText('Kabul edildi')
})
