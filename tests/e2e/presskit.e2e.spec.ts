import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { captureScreens, SCREEN_SIZES, sidewaysOverflow, signInWith } from './helpers/pressKit'

/** artist3@example.com is seeded without a press kit; each language fills it in anew. */
const ARTIST = { email: 'artist3@example.com', password: 'Artist2025', slug: 'selin-aksoy' }

const LANGUAGES = [
  {
    locale: 'tr',
    profile: '/profil',
    artistPage: `/sanatcilar/${ARTIST.slug}`,
    addLink: 'Bağlantı ekle',
    setLength: 'Set süresi (dakika, 10-240)',
    feeMin: 'En düşük ücret (TL)',
    feeMax: 'En yüksek ücret (TL)',
    addLine: 'Satır ekle',
    source: 'Kaynak 1',
    save: 'Basın kitini kaydet',
    saved: 'Basın kiti kaydedildi.',
    play: 'YouTube ile oynat',
    vimeo:
      '“https://vimeo.com/76979871” burada oynatılamaz: yalnızca YouTube, Spotify ve SoundCloud bağlantıları oynatılır.',
    gallery: 'Galeri (en fazla 6 fotoğraf)',
    photoAdded: 'Fotoğraf galeriye eklendi.',
    removePhoto: 'Fotoğrafı kaldır',
    minutes: '95 dk',
    rider: 'Teknik rider',
  },
  {
    locale: 'en',
    profile: '/en/profile',
    artistPage: `/en/artists/${ARTIST.slug}`,
    addLink: 'Add a link',
    setLength: 'Set length (minutes, 10-240)',
    feeMin: 'Fee from (TRY)',
    feeMax: 'Fee up to (TRY)',
    addLine: 'Add a line',
    source: 'Source 1',
    save: 'Save press kit',
    saved: 'Press kit saved.',
    play: 'Play on YouTube',
    vimeo:
      '“https://vimeo.com/76979871” cannot be played here: only YouTube, Spotify and SoundCloud links can.',
    gallery: 'Gallery (up to 6 photos)',
    photoAdded: 'Photo added to the gallery.',
    removePhoto: 'Remove photo',
    minutes: '95 min',
    rider: 'Technical rider',
  },
] as const

for (const l of LANGUAGES) {
  test.describe(`press kit (${l.locale})`, () => {
    test('an artist fills in the press kit in the profile editor', async ({ page }) => {
      await signInWith(page, ARTIST.email, ARTIST.password)
      await page.setViewportSize(SCREEN_SIZES.phone)
      await page.goto(l.profile)
      const editor = page.getByTestId('press-kit-editor')
      await expect(editor).toBeVisible()
      // Start from an empty list whatever the other language left.
      const removeButtons = editor.getByRole('button', { name: '×', exact: true })
      while ((await removeButtons.count()) > 0) await removeButtons.first().click()
      await editor.getByRole('button', { name: l.addLink }).click()
      // A Vimeo page no player takes: named beside its own input, in the page's language.
      await editor.getByRole('textbox').first().fill('https://vimeo.com/76979871')
      await editor.getByRole('button', { name: l.save }).click()
      const refusal = editor.locator('#press-kit-media-0-error')
      await expect(refusal).toContainText(l.vimeo)
      await expect(editor.locator('#press-kit-media-0')).toBeFocused()
      await expect(editor.locator('#press-kit-media-0')).toHaveAttribute('aria-invalid', 'true')
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      await captureScreens(page, `presskit-media-refused-${l.locale}`)
      await editor.getByRole('textbox').first().fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ')
      await expect(refusal).toHaveCount(0)
      await editor.getByLabel(l.setLength).fill('95')
      await editor.getByLabel(l.feeMin).fill('6000')
      await editor.getByLabel(l.feeMax).fill('12000')
      await editor.getByRole('button', { name: l.addLine }).click()
      await editor.getByLabel(l.source).fill(`Vokal ${l.locale}`)
      // The editor's link to the public page is prefetched: let that render finish before the
      // save, as a person filling the form would (a render still running at the save could keep
      // the old page: the data cache's known write race, see purgeFront).
      await page.waitForLoadState('networkidle')
      await editor.getByRole('button', { name: l.save }).click()
      await expect(editor.getByRole('status')).toHaveText(l.saved)
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      await captureScreens(page, `presskit-editor-${l.locale}`)
    })

    test('an organizer sees it, the player loading only on a click; a visitor gets no rider', async ({
      page,
      browser,
    }) => {
      await signInWith(page, 'organizer@example.com', 'Organizer2025')
      const toProvider: string[] = []
      page.on('request', (request) => {
        if (/youtube|ytimg|spotify|soundcloud/.test(new URL(request.url()).hostname))
          toProvider.push(request.url())
      })
      await page.goto(l.artistPage)
      await expect(page.getByText(l.minutes)).toBeVisible()
      const play = page.getByRole('button', { name: l.play })
      await expect(play).toBeVisible()
      await expect(page.getByRole('heading', { name: l.rider })).toBeVisible()
      await expect(page.getByRole('cell', { name: `Vokal ${l.locale}` })).toBeVisible()
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(toProvider).toEqual([])
      await captureScreens(page, `presskit-artist-organizer-${l.locale}`)
      await play.click()
      await expect(
        page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
      ).toHaveCount(1)

      const visitor = await browser.newPage()
      await visitor.goto(l.artistPage)
      await expect(visitor.getByRole('button', { name: l.play })).toBeVisible()
      await expect(visitor.getByRole('heading', { name: l.rider })).toHaveCount(0)
      const answer = await visitor.request.get(`/api/artists/${ARTIST.slug}`)
      expect(Object.keys((await answer.json()).data)).not.toContain('rider')
      await captureScreens(visitor, `presskit-artist-visitor-${l.locale}`)
      await visitor.close()
    })
  })
}

test('a gallery photo is added by choosing it: one tap, at both languages', async ({ page }) => {
  await signInWith(page, ARTIST.email, ARTIST.password)
  for (const l of LANGUAGES) {
    await page.setViewportSize(SCREEN_SIZES.phone)
    await page.goto(l.profile)
    const gallery = page.getByRole('group', { name: l.gallery })
    await expect(gallery).toBeVisible()
    const photos = gallery.getByRole('button', { name: l.removePhoto })
    const before = await photos.count()
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#8e44ad' },
    })
      .png()
      .toBuffer()
    // Choosing the file is the whole gesture: no second button to press.
    await page.locator('#gallery-photo').setInputFiles({
      name: 'stage.png',
      mimeType: 'image/png',
      buffer: png,
    })
    await expect(gallery.getByRole('status')).toHaveText(l.photoAdded)
    await expect(photos).toHaveCount(before + 1)
    // The new photo is drawn (its file served), not just listed.
    const added = gallery.locator('img').last()
    await added.scrollIntoViewIfNeeded()
    await expect
      .poll(() => added.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    await captureScreens(page, `presskit-gallery-added-${l.locale}`)
    // Leave the gallery as it was for the next run.
    await photos.last().click()
    await page.getByRole('alertdialog').getByRole('button', { name: l.removePhoto }).click()
    await expect(photos).toHaveCount(before)
  }
})
