import { expect, test } from '@playwright/test'

import { newArtist, newGig, seededSession, signedInPage, uniqueTitle } from './helpers/market'

test('an artist applies, the organizer accepts, both see the booking and the notification', async ({
  browser,
  request,
}) => {
  const organizer = await seededSession(request, 'organizer')
  const artist = await newArtist(request)
  const title = uniqueTitle('Avlu Akustik')
  const gigId = await newGig(request, organizer, title)

  const artistPage = await signedInPage(browser, artist.session)
  await artistPage.goto(`/gigler/${gigId}`)
  await artistPage.getByLabel('Organizatöre mesajınız').fill('Merhaba, akustik bir set öneriyoruz.')
  await artistPage.getByLabel('Önerilen ücret (TRY, isteğe bağlı)').fill('4500')
  await artistPage.getByRole('button', { name: 'Başvur' }).click()
  await expect(artistPage.getByText('Bekliyor')).toBeVisible()

  const organizerPage = await signedInPage(browser, organizer)
  await organizerPage.goto(`/gigler/${gigId}`)
  await expect(
    organizerPage.getByRole('button', { name: /Bildirimler \(\d+ okunmamış\)/ }),
  ).toBeVisible()
  const card = organizerPage.locator('li', { hasText: artist.name })
  await expect(card.getByText('Önerilen ücret: ₺4.500')).toBeVisible()
  // accepting goes through a confirm dialog (with an optional note).
  await card.getByRole('button', { name: 'Kabul et' }).click()
  await organizerPage.getByRole('alertdialog').getByRole('button', { name: 'Kabul et' }).click()
  await expect(card.getByText('Kabul edildi')).toBeVisible()

  for (const page of [artistPage, organizerPage]) {
    await page.goto('/panom')
    const bookings = page.locator('section', {
      has: page.getByRole('heading', { name: 'Rezervasyonlar' }),
    })
    await expect(
      bookings.locator('li', { hasText: title }).getByText('Koşullar bekleniyor'),
    ).toBeVisible()
  }
  await artistPage.getByRole('button', { name: /Bildirimler/ }).click()
  await expect(
    // The organizer answers as their venue profile (the seeded Kadıköy Sahne).
    artistPage.getByRole('link', { name: `Kadıköy Sahne kabul etti: “${title}” rezerve edildi.` }),
  ).toBeVisible()
})

test('an invitation declined in English', async ({ browser, request }) => {
  const organizer = await seededSession(request, 'organizer')
  const artist = await newArtist(request)
  const title = uniqueTitle('Garden Night')
  const gigId = await newGig(request, organizer, title)
  const invited = await request.post(`/api/artists/${artist.slug}/invitations`, {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: { gigId, message: 'Would you play our garden night?' },
  })
  expect(invited.status()).toBe(201)

  const artistPage = await signedInPage(browser, artist.session)
  await artistPage.goto('/en/dashboard')
  const invitations = artistPage.locator('section', {
    has: artistPage.getByRole('heading', { name: 'Waiting for your answer' }),
  })
  const card = invitations.locator('li', { hasText: title })
  await expect(card.getByText('Would you play our garden night?')).toBeVisible()
  // declining opens a confirm dialog that takes the optional note; the answered
  // invitation then leaves "waiting for your answer" for the history.
  await card.getByRole('button', { name: 'Decline' }).click()
  const dialog = artistPage.getByRole('alertdialog')
  await dialog.getByLabel('Message (optional)').fill('Sorry, I am on tour then.')
  await dialog.getByRole('button', { name: 'Decline' }).click()
  const history = artistPage.locator('section', {
    has: artistPage.getByRole('heading', { name: 'History' }),
  })
  await expect(
    history.locator('li', { hasText: title }).getByText('Declined', { exact: true }),
  ).toBeVisible()
  await expect(card).toHaveCount(0)

  const organizerPage = await signedInPage(browser, organizer)
  await organizerPage.goto('/en/dashboard')
  await organizerPage.getByRole('button', { name: /Notifications/ }).click()
  await expect(
    organizerPage.getByRole('link', { name: `${artist.name} declined for “${title}”.` }),
  ).toBeVisible()
})
