import { expect, test, type Page } from '@playwright/test'

import {
  applyTo,
  newArtist,
  newGig,
  noSidewaysScroll,
  seededSession,
  signedInPage,
  uniqueTitle,
} from './helpers/market'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const NOTES = '/work/wt/notes/avail'

/** The Istanbul calendar day `days` from now. */
const dayAhead = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The first of three days, thirty or more ahead, that lie in one month: the range is tapped in
 * one month view, whatever today's date.
 */
let R = 30
while (dayAhead(R).slice(0, 7) !== dayAhead(R + 2).slice(0, 7)) R++

/** Moves the month view forward until it shows `day`'s month. */
async function showMonthOf(page: Page, day: string, next: string) {
  const calendar = page.getByTestId('availability')
  for (let i = 0; i < 3 && (await calendar.locator(`[data-day="${day}"]`).count()) === 0; i++)
    await calendar.getByRole('button', { name: next }).click()
  return calendar.locator(`[data-day="${day}"]`)
}

test.describe('the artist’s month view', () => {
  for (const [locale, path, next, range] of [
    ['tr', '/panom', 'Sonraki ay', 'Gün aralığı'],
    ['en', '/en/dashboard', 'Next month', 'A range'],
  ] as const) {
    test(`blocks and frees a day, a range in two taps, bookings with their venue (${locale})`, async ({
      browser,
      request,
    }) => {
      const artist = await newArtist(request)
      const organizer = await seededSession(request, 'organizer')
      const gigId = await newGig(request, organizer, uniqueTitle('Takvim'))
      const applied = await applyTo(request, artist.session, gigId)
      const accepted = await request.post(`/api/applications/${applied}/accept`, {
        headers: { Authorization: `Bearer ${organizer.token}` },
        data: {},
      })
      expect(accepted.ok()).toBe(true)
      const page = await signedInPage(browser, artist.session, PHONE)
      await page.goto(path)
      const calendar = page.getByTestId('availability')
      await expect(calendar).toBeVisible()
      // The booking (twenty days ahead) shows on its day with its venue, and cannot be freed.
      const booked = await showMonthOf(page, dayAhead(20), next)
      await expect(booked).toHaveAttribute('data-state', 'booked')
      await expect(booked).toContainText('Avlu Sahne')
      await expect(booked).toBeDisabled()
      // Listed under the month with the day in the reader's words, not as 2026-12-17.
      const listed = calendar.locator(`li time[datetime="${dayAhead(20)}"]`)
      await expect(listed).toBeVisible()
      await expect(listed).not.toHaveText(dayAhead(20))
      // One tap blocks a free day, another frees it.
      const first = dayAhead(R)
      const day = await showMonthOf(page, first, next)
      await day.click()
      await expect(day).toHaveAttribute('data-state', 'blocked')
      await day.click()
      await expect(day).toHaveAttribute('data-state', 'free')
      // A range: two taps.
      await calendar.getByRole('button', { name: range, exact: true }).click()
      await day.click()
      const last = await showMonthOf(page, dayAhead(R + 2), next)
      await last.click()
      for (const n of [R, R + 1, R + 2])
        await expect(calendar.locator(`[data-day="${dayAhead(n)}"]`)).toHaveAttribute(
          'data-state',
          'blocked',
        )
      const saved = await request.get(
        `/api/me/availability?from=${dayAhead(R)}&to=${dayAhead(R + 2)}`,
        { headers: { Authorization: `Bearer ${artist.session.token}` } },
      )
      const { data } = (await saved.json()) as { data: { blocks: { from: string; to: string }[] } }
      expect(data.blocks.map(({ from, to }) => ({ from, to }))).toEqual([
        { from: dayAhead(R), to: dayAhead(R + 2) },
      ])
      expect(await noSidewaysScroll(page)).toBe(true)
      await calendar.scrollIntoViewIfNeeded()
      await calendar.screenshot({ path: `${NOTES}/dashboard-calendar-${locale}-390.png` })
      await page.setViewportSize(DESKTOP)
      expect(await noSidewaysScroll(page)).toBe(true)
      await calendar.screenshot({ path: `${NOTES}/dashboard-calendar-${locale}-1366.png` })
    })
  }
})

test('the directory’s date filter lists only artists free that day, kept in the URL', async ({
  browser,
  request,
}) => {
  const artist = await newArtist(request)
  const busy = dayAhead(40)
  const put = await request.put('/api/me/availability', {
    headers: { Authorization: `Bearer ${artist.session.token}` },
    data: { from: busy, to: busy, blocks: [{ from: busy, to: busy }] },
  })
  expect(put.ok()).toBe(true)
  const page = await browser.newPage({ viewport: PHONE })
  await page.goto(`/sanatcilar?q=${encodeURIComponent(artist.name)}`)
  await expect(page.getByRole('link', { name: artist.name })).toBeVisible()
  await page.getByLabel('Müsait olduğu gün').fill(busy)
  await page.getByRole('button', { name: 'Süz' }).click()
  await expect(page).toHaveURL(new RegExp(`availableOn=${busy}`))
  await expect(page.getByText(`${busy} tarihinde müsait olan sanatçı yok`)).toBeVisible()
  await expect(page.getByLabel('Müsait olduğu gün')).toHaveValue(busy)
  await page.screenshot({ path: `${NOTES}/directory-date-tr-390.png`, fullPage: true })
  await page.goto(`/en/artists?q=${encodeURIComponent(artist.name)}&availableOn=${dayAhead(41)}`)
  await expect(page.getByRole('link', { name: artist.name })).toBeVisible()
  await expect(page.getByLabel('Free on')).toHaveValue(dayAhead(41))
  await page.setViewportSize(DESKTOP)
  await page.screenshot({ path: `${NOTES}/directory-date-en-1366.png`, fullPage: true })
  // The artist's page marks the busy day in its small calendar.
  await page.goto(`/en/artists/${artist.slug}`)
  await expect(page.locator(`[data-testid="busy-days"] [data-day="${busy}"]`)).toHaveAttribute(
    'data-busy',
    'true',
  )
  await page.getByTestId('busy-days').screenshot({ path: `${NOTES}/artist-busy-days-en-1366.png` })
})

test('a gig’s organizer sees how many artists in its city are free that day, linked', async ({
  browser,
  request,
}) => {
  const organizer = await seededSession(request, 'organizer')
  const gigId = await newGig(request, organizer, uniqueTitle('Serbest'))
  const page = await signedInPage(browser, organizer, PHONE)
  await page.goto(`/gigler/${gigId}`)
  const link = page.getByTestId('free-artists').getByRole('link')
  await expect(link).toHaveText(/İstanbul şehrinde o gün müsait \d+ sanatçı|müsait sanatçı yok/)
  await page.getByTestId('free-artists').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${NOTES}/gig-free-artists-tr-390.png` })
  await link.click()
  await expect(page).toHaveURL(/\/sanatcilar\?city=istanbul&availableOn=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByLabel('Müsait olduğu gün')).not.toHaveValue('')
  // An artist sees nothing of it.
  const artist = await signedInPage(browser, await seededSession(request, 'artist'), DESKTOP)
  await artist.goto(`/en/gigs/${gigId}`)
  await expect(artist.getByRole('heading', { name: 'Apply to this gig' })).toBeVisible()
  await expect(artist.getByTestId('free-artists')).toHaveCount(0)
})
