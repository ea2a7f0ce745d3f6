import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { sidewaysOverflow, signInWith } from './helpers/pressKit'

/**
 * The picture picker: choosing a file previews it at once, the profile's one Save
 * stores the fields and the photo, a refused file is named beside the picker with the fields
 * kept; an organizer gives a new gig its own picture in the same Submit and its card shows it.
 * artist7 and venue3 are seeded accounts no other browser test changes.
 */
const ARTIST = { email: 'artist7@example.com', password: 'Artist2025', slug: 'demir-yumruk' }
const VENUE = { email: 'venue3@example.com', password: 'Organizer2025' }

const picture = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** An <img> inside `scope` that loaded a file uploaded to /api/photos/, through next/image. */
async function expectUploadedImage(scope: Locator) {
  const image = scope.locator('img[src*="%2Fapi%2Fphotos%2F"]').first()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
}

const bio = (page: Page) => page.getByLabel('Biyografi (Türkçe)')

test('an artist chooses a photo, sees it at once, and one Save puts it on the public profile', async ({
  page,
}) => {
  await signInWith(page, ARTIST.email, ARTIST.password)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/profil')
  const input = page.locator('#profile-photo')
  await expect(input).toBeAttached()
  // The hidden input takes no room: nothing scrolls sideways on the phone.
  expect(await sidewaysOverflow(page)).toBe(0)

  // A type the site refuses is named at once, before anything is sent.
  await input.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.locator('#profile-photo-error')).toHaveText(
    'Görsel JPEG, PNG veya WebP dosyası olmalı.',
  )
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  // No broken preview of a file the browser cannot draw.
  await expect(page.getByRole('img', { name: 'Seçilen görselin önizlemesi' })).toHaveCount(0)

  // A file that claims to be a PNG but is none: the server refuses it, in the page's language,
  // beside the picker, and the fields saved with the same Save stay as typed.
  const typed = `Sahnede ${Date.now()}`
  await bio(page).fill(typed)
  await input.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  })
  await page.getByRole('button', { name: 'Profili kaydet' }).click()
  await expect(page.locator('#profile-photo-error')).toHaveText(
    'Fotoğraf JPEG, PNG veya WebP olmalı.',
  )
  await expect(bio(page)).toHaveValue(typed)

  // A real picture: previewed from the file itself, then saved with the profile.
  await input.setInputFiles({
    name: 'stage.png',
    mimeType: 'image/png',
    buffer: await picture('#1abc9c'),
  })
  await expect(page.locator('#profile-photo-error')).toHaveCount(0)
  const preview = page.getByRole('img', { name: 'Seçilen görselin önizlemesi' })
  await expect(preview).toHaveAttribute('src', /^blob:/)
  await page.getByRole('button', { name: 'Profili kaydet' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profil kaydedildi.' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Kayıtlı görsel' })).toBeVisible()

  await page.goto(`/sanatcilar/${ARTIST.slug}`)
  await expectUploadedImage(page.locator('main'))
  await expect(page.getByText(typed)).toBeVisible()
})

test('an organizer posts a gig with its own picture in one Submit, and its card shows it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInWith(page, VENUE.email, VENUE.password)
  await page.setViewportSize({ width: 1366, height: 900 })
  const title = `Resimli gece ${Date.now()}`
  await page.goto('/gig-olustur')
  await page.getByLabel('Başlık', { exact: true }).fill(title)
  const inThreeWeeks = new Date(Date.now() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  await page.getByLabel('Başlangıç tarihi ve saati').fill(`${inThreeWeeks}T21:00`)
  await page.getByRole('checkbox', { name: 'Caz', exact: true }).check()
  await page.locator('#gig-picture').setInputFiles({
    name: 'gig.png',
    mimeType: 'image/png',
    buffer: await picture('#8e44ad'),
  })
  await expect(page.getByRole('img', { name: 'Seçilen görselin önizlemesi' })).toBeVisible()
  expect(await sidewaysOverflow(page)).toBe(0)
  await page.getByRole('button', { name: 'Gigi yayınla' }).click()

  await expect(page).toHaveURL(/\/gigler\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expectUploadedImage(page.getByRole('article'))
  await expect(page.getByTestId('open-slots')).toHaveText('Boş yer: 1 / 1')

  await page.goto('/gigler?city=ankara')
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: title }),
  })
  await expectUploadedImage(card)
  await expect(card.getByTestId('open-slots')).toHaveText('1 boş yer')
})
