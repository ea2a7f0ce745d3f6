import { expectNoSeriousAxe } from './helpers/axe'
import { expect, test } from '@playwright/test'

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

/** the signed-in screens (dashboard per role, bell, artist card, booking summary). */
test.describe('the dashboard per role', () => {
  test('an artist: terms and invitations first, then applications, bookings, history', async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, await seededSession(request, 'artist'), PHONE)
    await page.goto('/panom')
    const headings = page.locator('main h2')
    await expect(headings.first()).toHaveText(/Yanıtınızı bekleyenler/)
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Yanıtınızı bekleyenler',
      'Bekleyen başvurularınız',
      'Yaklaşan rezervasyonlar',
      'Geçmiş',
    ])
    await expect(page.getByRole('heading', { name: 'Gelen başvurular' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Giglerim' })).toHaveCount(0)
    expect(await noSidewaysScroll(page)).toBe(true)
  })

  test('an organizer: their gigs, "Received applications", invitations, bookings', async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, await seededSession(request, 'organizer'), PHONE)
    await page.goto('/en/dashboard')
    await expect(page.getByRole('heading', { name: 'My gigs' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Received applications/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'My applications' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /^Upcoming bookings/ })).toBeVisible()
    // The calendar address sits in a field behind a copy button, not as a long link.
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
    expect(await noSidewaysScroll(page)).toBe(true)
  })

  test('a fan: followed artists and their gigs, nothing of the market', async ({
    browser,
    request,
  }) => {
    const page = await signedInPage(browser, await seededSession(request, 'fan'), PHONE)
    await page.goto('/en/dashboard')
    await expect(
      page.getByRole('heading', { name: 'Artists you follow', exact: true }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Upcoming shows of artists you follow' }),
    ).toBeVisible()
    for (const name of ['Received applications', 'My gigs', /bookings/i, 'Calendar feed'])
      await expect(page.getByRole('heading', { name })).toHaveCount(0)
    expect(await noSidewaysScroll(page)).toBe(true)
  })

  test('a new fan who follows no one is sent to the shows, never to the calls for artists', async ({
    browser,
    request,
  }) => {
    const registered = await request.post('/api/auth/register', {
      data: {
        fullname: 'E2E Dinleyici',
        email: `e2e-fan-${uniqueTitle('empty').replace(/\W+/g, '-')}@example.com`,
        password: 'Fan2025okx',
        role: 'fan',
      },
    })
    expect(registered.ok()).toBe(true)
    const page = await signedInPage(browser, await registered.json(), PHONE)
    await page.goto('/panom')
    const section = page.locator('[data-section="following-gigs"]')
    await expect(
      section.getByRole('heading', { name: 'Takip ettiklerinizin yaklaşan konserleri' }),
    ).toBeVisible()
    await expect(section.getByRole('link', { name: 'Konserlere göz at' })).toHaveAttribute(
      'href',
      '/konserler',
    )
    await expect(page.locator('main a[href^="/gigler"]')).toHaveCount(0)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe finds nothing serious on the organizer's dashboard at ${viewport.width} px`, async ({
      browser,
      request,
    }) => {
      const page = await signedInPage(browser, await seededSession(request, 'organizer'), viewport)
      await page.goto('/panom')
      await expect(page.getByRole('heading', { name: 'Gelen başvurular' })).toBeVisible()
      await expectNoSeriousAxe(page, `/panom at ${viewport.width} px`)
    })
  }
})

test('the bell: its list stays on a phone screen, a notice leads to its thread and is read', async ({
  browser,
  request,
}) => {
  const organizer = await seededSession(request, 'organizer')
  const artist = await newArtist(request)
  const title = uniqueTitle('Zil Gecesi')
  const applicationId = await applyTo(
    request,
    artist.session,
    await newGig(request, organizer, title),
  )

  const page = await signedInPage(browser, organizer, PHONE)
  await page.goto('/panom')
  const bell = page.getByRole('button', { name: /Bildirimler \(\d+ okunmamış\)/ })
  const before = Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0])
  expect(before).toBeGreaterThan(0)
  await bell.click()
  const panel = page.locator('#notification-list')
  const box = (await panel.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  await expect(panel.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeVisible()
  await panel
    .getByRole('link', { name: new RegExp(`${artist.name}, “${title}” için başvurdu`) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/panom/basvuru/${applicationId}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(bell).toHaveAttribute('aria-label', `Bildirimler (${before - 1} okunmamış)`)
  expect(await noSidewaysScroll(page)).toBe(true)
})

test("a venue reads the artist's card, accepts in a dialog; both see the booking summary", async ({
  browser,
  request,
}) => {
  const organizer = await seededSession(request, 'organizer')
  const artist = await newArtist(request)
  const title = uniqueTitle('Özet Gecesi')
  const gigId = await newGig(request, organizer, title)
  const applicationId = await applyTo(request, artist.session, gigId)

  const venue = await signedInPage(browser, organizer, PHONE)
  await venue.goto(`/gigler/${gigId}`)
  const onGig = venue.locator(`[data-application="${applicationId}"]`)
  const card = onGig.getByTestId('artist-card')
  await expect(card.getByRole('link', { name: artist.name })).toHaveAttribute(
    'href',
    `/sanatcilar/${artist.slug}`,
  )
  await expect(card).toContainText('İzmir')
  await expect(card).toContainText('Caz')
  await expect(card).toContainText(/takipçi/i)
  await expect(card.getByRole('link', { name: 'Instagram' })).toBeVisible()

  await venue.goto(`/panom/basvuru/${applicationId}`)
  const application = venue.locator(`[data-application="${applicationId}"]`)
  await expect(application.getByTestId('artist-card')).toContainText(artist.name)
  await venue.getByLabel('Mesajınız').fill('Hoş geldiniz, ses kontrolü 19.00’da.')
  await venue.getByRole('button', { name: 'Gönder' }).click()
  const mine = venue.locator('li[data-mine="true"]')
  await expect(mine).toContainText('Hoş geldiniz')
  await expect(mine).toContainText('Siz')

  await application.getByRole('button', { name: 'Kabul et' }).click()
  const dialog = venue.getByRole('alertdialog')
  await dialog.getByLabel('Mesaj (isteğe bağlı)').fill('Görüşmek üzere!')
  await dialog.getByRole('button', { name: 'Kabul et' }).click()
  await expect(dialog).toBeHidden()

  for (const [page, contact] of [
    [venue, artist.email],
    [await signedInPage(browser, artist.session, DESKTOP), 'organizer@example.com'],
  ] as const) {
    await page.goto(`/panom/basvuru/${applicationId}`)
    const booking = page.locator('[data-booking]')
    await expect(booking).toContainText('Koşullar bekleniyor')
    await expect(booking).toContainText('Kadıköy Sahne')
    await expect(booking).toContainText('4.500')
    await expect(booking.getByRole('link', { name: contact })).toHaveAttribute(
      'href',
      `mailto:${contact}`,
    )
    await expect(booking.getByRole('link', { name: 'Takvime ekle' })).toHaveAttribute(
      'href',
      `/api/gigs/${gigId}/calendar`,
    )
    // Cancelling is the small way out, behind a dialog asking why.
    await booking.getByRole('button', { name: 'Rezervasyonu iptal et' }).click()
    await expect(page.getByRole('alertdialog').getByLabel('Neden')).toBeVisible()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rezervasyonu koru' }).click()
    expect(await noSidewaysScroll(page)).toBe(true)
  }
})

test('no sideways scroll at 390 px on the profile and create-gig pages', async ({
  browser,
  request,
}) => {
  const artist = await signedInPage(browser, await seededSession(request, 'artist'), PHONE)
  await artist.goto('/profil')
  await expect(artist.locator('main h1')).toBeVisible()
  expect(await noSidewaysScroll(artist)).toBe(true)
  const organizer = await signedInPage(browser, await seededSession(request, 'organizer'), PHONE)
  await organizer.goto('/gig-olustur')
  await expect(organizer.locator('main h1')).toBeVisible()
  expect(await noSidewaysScroll(organizer)).toBe(true)
})
