import { expect, test } from '@playwright/test'

import { captureScreens, SCREEN_SIZES, sidewaysOverflow, signInWith } from './helpers/pressKit'

/** artist3@example.com is seeded without a press kit; each language fills it in anew. */
const ARTIST = { email: 'artist3@example.com', password: 'Artist2025', slug: 'selin-aksoy' }

const LANGUAGES = [
  {
    locale: 'tr',
    profile: '/profil',
    artistPage: `/sanatcilar/${ARTIST.slug}`,
    addLink: 'Bağlantı ekleyin',
    setLength: 'Set süresi (dakika, 10-240)',
    feeMin: 'En düşük ücret (TL)',
    feeMax: 'En yüksek ücret (TL)',
    addLine: 'Satır ekleyin',
    source: 'Kaynak 1',
    save: 'Basın kitini kaydet',
    saved: 'Basın kiti kaydedildi.',
    play: 'YouTube ile oynat',
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
      await editor.getByRole('textbox').first().fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ')
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
