import { expect, request as apiContext, test, type Page } from '@playwright/test'

import { googleStyleFeed, selfSignedCertificate, startFeedServer } from '../helpers/calendarFeed'
import { newArtist, noSidewaysScroll, signedInPage } from './helpers/market'
import { SEEDED_USERS } from './helpers/session'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const NOTES = '/work/wt/notes/ical'

const dayAhead = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

async function showMonthOf(page: Page, day: string, next: string) {
  const calendar = page.getByTestId('availability')
  for (let i = 0; i < 3 && (await calendar.locator(`[data-day="${day}"]`).count()) === 0; i++)
    await calendar.getByRole('button', { name: next }).click()
  return calendar.locator(`[data-day="${day}"]`)
}

test('the month view with an external calendar: a refused reading said plainly, its days marked', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const feed = googleStyleFeed({
    weeklyFrom: dayAhead(7),
    skipped: dayAhead(14),
    nyDay: dayAhead(9),
    festivalDay: dayAhead(11),
    festivalEnd: dayAhead(13),
    freeDay: dayAhead(16),
    cancelledDay: dayAhead(17),
  })
  const server = await startFeedServer(selfSignedCertificate(), (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed)
  })
  try {
    const artist = await newArtist(request)
    const auth = { Authorization: `Bearer ${artist.session.token}` }
    const address = `${server.origin}/calendar/ical/secret-key/basic.ics`
    // Before any address: the form, which refuses http in the page's language.
    for (const [locale, path, save, refused, size] of [
      ['tr', '/panom', 'Kaydet', 'Yalnızca https adresleri okunabilir', PHONE],
      ['en', '/en/dashboard', 'Save', 'Only https addresses can be read', DESKTOP],
    ] as const) {
      const page = await signedInPage(browser, artist.session, size)
      await page.goto(path)
      const form = page.getByTestId('external-calendar')
      await form.getByRole('textbox').fill('http://calendar.example/basic.ics')
      await form.getByRole('button', { name: save }).click()
      await expect(form.getByRole('alert')).toContainText(refused)
      expect(await noSidewaysScroll(page)).toBe(true)
      await form.screenshot({
        path: `${NOTES}/external-calendar-form-${locale}-${size.width}.png`,
      })
      await page.context().close()
    }
    const saved = await request.put('/api/me/availability/calendar', {
      headers: auth,
      data: { address },
    })
    expect(saved.ok()).toBe(true)
    expect(JSON.stringify(await saved.json())).not.toContain('secret-key')
    // The site's worker reads it within seconds; in production a loopback address is refused
    // before any connection.
    await expect
      .poll(
        async () => {
          const read = await request.get('/api/me/availability/calendar', { headers: auth })
          return ((await read.json()) as { data: { status: string } }).data.status
        },
        { timeout: 60_000, intervals: [2000] },
      )
      .toBe('failed')
    expect(server.connections()).toBe(0)

    // Days an earlier good reading left: filed by an admin through the panel's API.
    const admin = await apiContext.newContext({ baseURL })
    const headers = { 'sec-fetch-site': 'same-origin' }
    expect((await admin.post('/cms-api/users/login', { data: SEEDED_USERS.admin })).ok()).toBe(true)
    const found = await admin.get(
      `/cms-api/artists?where[slug][equals]=${artist.slug}&depth=0&limit=1`,
      { headers },
    )
    const profile = ((await found.json()) as { docs: { id: number; user: number }[] }).docs[0]!
    const filed = await admin.post('/cms-api/availability-blocks', {
      headers,
      data: {
        artist: profile.id,
        user: profile.user,
        fromDay: dayAhead(9),
        toDay: dayAhead(10),
        source: 'ical',
      },
    })
    expect(filed.ok(), await filed.text()).toBe(true)
    await admin.dispose()

    for (const [locale, path, next, label, failed] of [
      ['tr', '/panom', 'Sonraki ay', 'takviminizden', 'Son okuma'],
      ['en', '/en/dashboard', 'Next month', 'from your calendar', 'The last reading'],
    ] as const) {
      const page = await signedInPage(browser, artist.session, PHONE)
      await page.goto(path)
      const external = page.getByTestId('external-calendar')
      await expect(external.locator('[data-status="failed"]')).toContainText(failed)
      await expect(external).toContainText(`${new URL(server.origin).host}/…`)
      await expect(external).not.toContainText('secret-key')
      const day = await showMonthOf(page, dayAhead(9), next)
      await expect(day).toHaveAttribute('data-state', 'calendar')
      await expect(day).toHaveAttribute('aria-label', new RegExp(label))
      // A tap does not free it: the month view says why.
      await day.click()
      await expect(page.getByTestId('availability').getByRole('status')).toContainText(
        locale === 'tr' ? 'açılamaz' : 'cannot be freed',
      )
      await expect(day).toHaveAttribute('data-state', 'calendar')
      expect(await noSidewaysScroll(page)).toBe(true)
      await page.getByTestId('availability').scrollIntoViewIfNeeded()
      await page.getByTestId('availability').screenshot({
        path: `${NOTES}/month-view-${locale}-390.png`,
      })
      await external.screenshot({ path: `${NOTES}/external-calendar-${locale}-390.png` })
      await page.setViewportSize(DESKTOP)
      expect(await noSidewaysScroll(page)).toBe(true)
      await page.getByTestId('availability').screenshot({
        path: `${NOTES}/month-view-${locale}-1366.png`,
      })
      await external.screenshot({ path: `${NOTES}/external-calendar-${locale}-1366.png` })
      await page.context().close()
    }
  } finally {
    await server.close()
  }
})
