import { readFileSync } from 'node:fs'

import { expectNoSeriousAxe } from './helpers/axe'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { applyTo, newArtist, seededSession, signedInPage, type Session } from './helpers/market'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const run = Date.now().toString(36)

/** A gig at 21:00 Istanbul time, `days` ahead, with a fixed fee; answers its id. */
async function eveningGig(
  request: APIRequestContext,
  organizer: Session,
  title: string,
  days: number,
) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const response = await request.post('/api/gigs', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      date: new Date(`${day}T21:00:00+03:00`).toISOString(),
      city: 'istanbul',
      venue: 'Avlu Sahne',
      slots: 1,
      fee: { type: 'fixed', amount: 300_000 },
    },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/** A booking between the seeded organizer and a new artist; answers both sessions and the application. */
async function booked(request: APIRequestContext, title: string, days: number) {
  const organizer = await seededSession(request, 'organizer')
  const artist = await newArtist(request)
  const gigId = await eveningGig(request, organizer, title, days)
  const applicationId = await applyTo(request, artist.session, gigId)
  const accepted = await request.post(`/api/applications/${applicationId}/accept`, {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {},
  })
  expect(accepted.ok()).toBe(true)
  return { organizer, artist: artist.session, applicationId }
}

/** A click on the PDF button saves the confirmation, at both sizes: the token goes with it. */
async function downloadsPdf(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^sahne-booking-\d+\.pdf$/)
    const file = await download.path()
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }
}

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    )
    expect(overflow, `${name} scrolls sideways at ${label}`).toBe(false)
    await page.screenshot({
      path: `test-results/screenshots/terms-${name}-${label}.png`,
      fullPage: true,
    })
  }
}

test('Turkish: the organizer proposes terms, the artist confirms, both print the confirmation', async ({
  browser,
  request,
}) => {
  const { organizer, artist, applicationId } = await booked(request, `Koşul Gecesi ${run}`, 20)

  const venue = await signedInPage(browser, organizer, PHONE)
  await venue.goto(`/panom/basvuru/${applicationId}`)
  const terms = venue.locator('section', {
    has: venue.getByRole('heading', { name: 'Rezervasyon koşulları' }),
  })
  await expect(terms.getByText('Henüz koşul yok. Aşağıdan önerin')).toBeVisible()
  await expect(terms.getByLabel('Tutar (TRY)')).toHaveValue('4500')
  // The hint names the gig's own start, and what a time past midnight means.
  await expect(terms.getByText(/gig .*21:00 başlıyor/)).toBeVisible()
  await expect(terms.getByText(/gece yarısını geçen bir sahne saati aynı gecenin/)).toBeVisible()
  await terms.getByLabel('Set süresi (dakika)').fill('75')
  await terms.getByLabel('Yükleme').fill('17:00')
  await terms.getByLabel('Ses kontrolü').fill('18:30')
  await expect(terms.getByLabel('Sahne saati')).toHaveValue('21:00')
  await terms.getByLabel('Backline').check()
  await terms.getByLabel('Ses sistemi').check()
  await terms.getByLabel('İptal koşulu').selectOption('strict')
  await expect(terms.getByText('21 gün öncesine kadar ücretsiz iptal')).toBeVisible()
  await shoot(venue, 'organizer-form-tr')
  // A soundcheck before the load-in is refused beside the field.
  await terms.getByLabel('Ses kontrolü').fill('16:00')
  await terms.getByRole('button', { name: 'Sanatçıya gönder' }).click()
  await expect(terms.getByText('Yükleme, ses kontrolü, kapı açılışı ve set bu sırayla olmalıdır.')).toBeVisible()
  await terms.getByLabel('Ses kontrolü').fill('18:30')
  await terms.getByRole('button', { name: 'Sanatçıya gönder' }).click()
  await expect(terms.getByText('Önerildi, sanatçının onayı bekleniyor')).toBeVisible()
  await expect(terms.getByText('Backline, Ses sistemi')).toBeVisible()

  const act = await signedInPage(browser, artist, PHONE)
  await act.goto(`/panom/basvuru/${applicationId}`)
  const seen = act.locator('section', {
    has: act.getByRole('heading', { name: 'Rezervasyon koşulları' }),
  })
  await expect(seen.getByText('Katı')).toBeVisible()
  await expect(seen.getByText('75 dk')).toBeVisible()
  await shoot(act, 'artist-proposed-tr')
  await seen.getByRole('button', { name: 'Koşulları onayla' }).click()
  const dialog = act.getByRole('alertdialog')
  await expect(dialog.getByText('Bu koşulları onaylıyor musunuz?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Koşulları onayla' }).click()
  await expect(seen.getByText('İki tarafça onaylandı')).toBeVisible()
  await shoot(act, 'artist-confirmed-tr')

  await seen.getByRole('link', { name: 'Yazdırılabilir onay' }).click()
  await expect(act).toHaveURL(/\/panom\/rezervasyon\/\d+\/onay$/)
  await expect(
    act.getByRole('heading', { name: 'Rezervasyon onayı / Booking confirmation' }),
  ).toBeVisible()
  await expect(act.getByText('Ücret / Fee')).toBeVisible()
  await expect(
    act.getByText('Strict: Either party may cancel free of charge up to 21 days'),
  ).toBeVisible()
  await shoot(act, 'print-tr')
  await act.emulateMedia({ media: 'print' })
  await expect(act.locator('body header').first()).toBeHidden()
  await expect(act.getByRole('button', { name: 'Yazdır' })).toBeHidden()
  await expect(act.getByRole('heading', { name: /Rezervasyon onayı/ })).toBeVisible()
  await act.emulateMedia({ media: 'screen' })
  await downloadsPdf(act, 'PDF indir')
})

test('English: confirmed terms that change go back to the artist', async ({ browser, request }) => {
  const { organizer, artist, applicationId } = await booked(request, `Terms Night ${run}`, 25)

  const venue = await signedInPage(browser, organizer, DESKTOP)
  await venue.goto(`/en/dashboard/applications/${applicationId}`)
  const terms = venue.locator('section', {
    has: venue.getByRole('heading', { name: 'Booking terms' }),
  })
  await expect(terms.getByText('No terms yet. Propose them below')).toBeVisible()
  // The gig's start on the English clock, as every other English screen writes it.
  const hint = terms.locator('#terms-times-hint')
  await expect(hint).toHaveText(/the gig starts \w+, \w+ \d+ at 9:00\sPM\. Load-in and soundcheck/)
  await expect(hint).not.toContainText('21:00')
  await terms.getByLabel('Load-in').fill('18:00')
  await terms.getByLabel('Meals').check()
  await terms.getByLabel('Cancellation policy').selectOption('flexible')
  await expect(terms.getByText('up to 48 hours before')).toBeVisible()
  await shoot(venue, 'organizer-form-en')
  await terms.getByRole('button', { name: 'Send to the artist' }).click()
  await expect(terms.getByText('Proposed, awaiting the artist')).toBeVisible()

  const act = await signedInPage(browser, artist, DESKTOP)
  await act.goto(`/en/dashboard/applications/${applicationId}`)
  const seen = act.locator('section', { has: act.getByRole('heading', { name: 'Booking terms' }) })
  await seen.getByRole('button', { name: 'Confirm terms' }).click()
  await act.getByRole('alertdialog').getByRole('button', { name: 'Confirm terms' }).click()
  await expect(seen.getByText('Confirmed by both')).toBeVisible()

  await venue.reload()
  await expect(terms.getByText('Confirmed by both')).toBeVisible()
  await terms.getByRole('button', { name: 'Change the terms' }).click()
  await expect(terms.getByText('Changing confirmed terms sends them back')).toBeVisible()
  await terms.getByLabel('Amount (TRY)').fill('5200')
  await terms.getByRole('button', { name: 'Send to the artist' }).click()
  await expect(terms.getByText('Proposed, awaiting the artist')).toBeVisible()

  await act.reload()
  await expect(seen.getByText('Proposed, awaiting the artist')).toBeVisible()
  await expect(seen.getByText('₺5,200')).toBeVisible()
  await act.goto(`/en/dashboard/applications/${applicationId}`)
  await seen.getByRole('link', { name: 'Printable confirmation' }).click()
  await expect(act).toHaveURL(/\/en\/dashboard\/bookings\/\d+\/confirmation$/)
  await expect(act.getByText('Yemek', { exact: false })).toBeVisible()
  await shoot(act, 'print-en')
  await downloadsPdf(act, 'Download PDF')
})

test('terms wait first on the artist’s dashboard; a change request reaches the organizer', async ({
  browser,
  request,
}) => {
  // Two parties through three dashboards in both languages with screenshots and an axe run: some
  // 45 s on two cores, too near the 60 s default.
  test.setTimeout(120_000)
  const { organizer, artist, applicationId } = await booked(request, `Değişim Gecesi ${run}`, 30)

  const venue = await signedInPage(browser, organizer, DESKTOP)
  await venue.goto(`/en/dashboard/applications/${applicationId}`)
  const terms = venue.locator('section', {
    has: venue.getByRole('heading', { name: 'Booking terms' }),
  })
  await terms.getByRole('button', { name: 'Send to the artist' }).click()
  await expect(terms.getByText('Proposed, awaiting the artist')).toBeVisible()

  // The artist's dashboard opens on what waits for them: the terms, before anything else.
  const act = await signedInPage(browser, artist, PHONE)
  await act.goto('/panom')
  const first = act.locator('main section').first()
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(/Yanıtınızı bekleyenler\s*1/)
  await expect(first.getByText('Organizatör koşulları önerdi; onayınızı bekliyor.')).toBeVisible()
  await shoot(act, 'dashboard-waiting-tr')
  await act.goto('/en/dashboard')
  await expect(
    first.getByText('The organizer proposed the terms; they wait for your'),
  ).toBeVisible()
  await shoot(act, 'dashboard-waiting-en')
  await act.goto('/panom')
  await first.getByRole('link', { name: 'Koşulları oku' }).click()
  await expect(act).toHaveURL(new RegExp(`/panom/basvuru/${applicationId}$`))

  const seen = act.locator('section', {
    has: act.getByRole('heading', { name: 'Rezervasyon koşulları' }),
  })
  await seen.getByRole('button', { name: 'Değişiklik iste' }).click()
  const dialog = act.getByRole('alertdialog')
  await expect(dialog.getByText('Neyin değişmesini istiyorsunuz?')).toBeVisible()
  // An empty message is refused beside the field, in Turkish.
  await dialog.getByRole('button', { name: 'Gönder' }).click()
  await expect(dialog.getByText('Neyin değişmesini istediğinizi yazın.')).toBeVisible()
  await dialog.getByLabel('Organizatöre mesajınız').fill('Set 22.00’de başlayabilir mi?')
  await shoot(act, 'ask-change-dialog-tr')
  await dialog.getByRole('button', { name: 'Gönder' }).click()
  await expect(seen.getByText('Değişiklik isteğiniz', { exact: true })).toBeVisible()
  await expect(seen.getByText('Set 22.00’de başlayabilir mi?')).toBeVisible()
  await shoot(act, 'ask-change-sent-tr')
  // Answered: it no longer waits at the top of the dashboard.
  await act.goto('/panom')
  await expect(act.locator('[data-awaiting="terms"]')).toHaveCount(0)

  // The organizer's dashboard opens on the request, quoted, before their gigs.
  await venue.goto('/panom')
  const top = venue.locator('main section').first()
  const asked = top.locator('[data-awaiting="termsChange"]', { hasText: `Değişim Gecesi ${run}` })
  await expect(top.getByRole('heading', { level: 2 })).toHaveText(/^Yanıtınızı bekleyenler\s*\d+$/)
  await expect(asked.getByText('Sanatçı önerdiğiniz koşullarda değişiklik istedi:')).toBeVisible()
  await expect(asked.getByText('Set 22.00’de başlayabilir mi?')).toBeVisible()
  await shoot(venue, 'dashboard-change-asked-tr')
  await venue.goto('/en/dashboard')
  await expect(top.getByRole('heading', { level: 2 })).toHaveText(/^Waiting for your answer\s*\d+$/)
  await expect(
    asked.getByText('The artist asked for a change to the terms you proposed:'),
  ).toBeVisible()
  await shoot(venue, 'dashboard-change-asked-en')
  await expectNoSeriousAxe(venue, 'the dashboard with a change asked for')
  await asked.getByRole('link', { name: 'Answer the request' }).click()
  await expect(venue).toHaveURL(new RegExp(`/en/dashboard/applications/${applicationId}$`))

  await venue.reload()
  await expect(terms.getByRole('heading', { name: 'The artist asked for a change' })).toBeVisible()
  await expect(terms.getByText('Change asked for, awaiting the organizer')).toBeVisible()
  await expect(terms.getByText('Set 22.00’de başlayabilir mi?')).toBeVisible()
  await shoot(venue, 'change-request-organizer-en')
  await venue.goto(`/panom/basvuru/${applicationId}`)
  await expect(venue.getByRole('heading', { name: 'Sanatçı değişiklik istedi' })).toBeVisible()
  await expect(
    venue.getByText('Sanatçı değişiklik istedi, organizatörün yanıtı bekleniyor'),
  ).toBeVisible()
  await shoot(venue, 'change-request-organizer-tr')
  await act.goto(`/en/dashboard/applications/${applicationId}`)
  await expect(act.getByText('Your change request', { exact: true })).toBeVisible()
  await shoot(act, 'ask-change-sent-en')

  // Proposing again answers the request: it no longer waits on the organizer's dashboard.
  await venue.goto(`/en/dashboard/applications/${applicationId}`)
  await terms.getByRole('button', { name: 'Change the terms' }).click()
  await terms.getByLabel('Amount (TRY)').fill('4800')
  await terms.getByRole('button', { name: 'Send to the artist' }).click()
  await expect(terms.getByText('Proposed, awaiting the artist')).toBeVisible()
  await venue.goto('/en/dashboard')
  await expect(venue.getByRole('heading', { name: 'My gigs' })).toBeVisible()
  await expect(
    venue.locator('[data-awaiting="termsChange"]', { hasText: `Değişim Gecesi ${run}` }),
  ).toHaveCount(0)
})
