import { expect, test, type Page } from '@playwright/test'

import { artistFixtures } from '../../seed/fixtures/artists'
import { gigFixtures } from '../../seed/fixtures/gigs'
import { venueFixtures } from '../../seed/fixtures/venues'

/**
 * The e2e server runs with NEXT_PUBLIC_SERVER_URL set, as in production (scripts/e2e.ts): upload
 * addresses must still be paths next/image serves, or every photo is a broken image. The seed
 * gives every artist and venue a photo (seed/artists.ts, seed/venues.ts) and most gigs a picture,
 * so each page below has pictures to load.
 */
async function expectEveryPictureLoads(page: Page, path: string, mustShow?: string) {
  expect(process.env.NEXT_PUBLIC_SERVER_URL ?? '').toMatch(/^http/)
  await page.goto(path)
  // Lazy images load once near the viewport: walk down the page first.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  const images = page.locator('main img')
  expect(await images.count(), `${path} shows pictures`).toBeGreaterThan(0)
  // The profile's own photo, by its alternative text (the artist's or the venue's name).
  if (mustShow)
    await expect(page.locator('main').getByRole('img', { name: mustShow }).first()).toBeVisible()
  await expect
    .poll(
      async () =>
        images.evaluateAll((all) =>
          (all as HTMLImageElement[])
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.currentSrc || image.src),
        ),
      { message: `${path}: broken pictures` },
    )
    .toEqual([])
}

test.describe('every picture loads with the production address set', () => {
  const PAGES = [
    '/',
    '/en',
    '/sanatcilar',
    '/en/artists',
    '/mekanlar',
    '/en/venues',
    '/gigler',
    '/en/gigs',
    '/konserler',
    '/en/shows',
  ]

  for (const path of PAGES) {
    test(path, async ({ page }) => expectEveryPictureLoads(page, path))
  }

  for (const [locale, prefix] of [
    ['tr', '/sanatcilar'],
    ['en', '/en/artists'],
  ] as const) {
    test(`every seeded artist's page (${locale})`, async ({ page }) => {
      test.setTimeout(120_000)
      for (const artist of artistFixtures)
        await expectEveryPictureLoads(page, `${prefix}/${artist.slug}`, artist.name)
    })
  }

  for (const [locale, prefix] of [
    ['tr', '/mekanlar'],
    ['en', '/en/venues'],
  ] as const) {
    test(`every seeded venue's page (${locale})`, async ({ page }) => {
      for (const venue of venueFixtures)
        await expectEveryPictureLoads(page, `${prefix}/${venue.slug}`, venue.name)
    })
  }

  for (const [locale, prefix] of [
    ['tr', '/gigler'],
    ['en', '/en/gigs'],
  ] as const) {
    test(`every seeded upcoming gig's page, its own picture or its venue's (${locale})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const listed = (await (await request.get('/api/gigs?limit=100')).json()) as {
        data: Array<{ id: number; title: string }>
      }
      const titles = new Set(gigFixtures.map((gig) => gig.title))
      const seeded = listed.data.filter((gig) => titles.has(gig.title))
      expect(seeded.length).toBeGreaterThan(3)
      for (const gig of seeded) await expectEveryPictureLoads(page, `${prefix}/${gig.id}`)
    })
  }
})

test.describe('optimized pictures are encoded once', () => {
  // With isrFlushToDisk off Next caches /_next/image answers nowhere unless the cache handler
  // keeps them (cache-handler/images.mjs): every request encoded its picture again.
  for (const source of ['/images/gigs/gig-1.webp', `/api/photos/${artistFixtures[0].slug}`]) {
    test(source, async ({ page, request }) => {
      let url = `/_next/image?url=${encodeURIComponent(source)}&w=640&q=75`
      if (source.startsWith('/api/photos/')) {
        // The photo's file name, as the artist's page shows it.
        await page.goto(`/sanatcilar/${artistFixtures[0].slug}`)
        const src = await page
          .locator('main')
          .getByRole('img', { name: artistFixtures[0].name })
          .first()
          .getAttribute('src')
        const file = new URL(src!, page.url()).searchParams.get('url')!
        url = `/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`
      }
      const headers = { accept: 'image/webp' }
      const first = await request.get(url, { headers })
      expect(first.status()).toBe(200)
      const second = await request.get(url, { headers })
      expect(second.status()).toBe(200)
      expect(second.headers()['x-nextjs-cache']).toBe('HIT')
      expect(Buffer.compare(await first.body(), await second.body())).toBe(0)
    })
  }
})
