import { expect, test } from '@playwright/test'

/**
 * The e2e server runs with NEXT_PUBLIC_SERVER_URL set, as in production (scripts/e2e.ts): upload
 * addresses must still be paths next/image serves, or every photo is a broken image.
 */
test.describe('every picture loads with the production address set', () => {
  const PAGES = [
    '/sanatcilar',
    '/en/venues',
    '/sanatcilar/deniz-yildiz',
    '/en/venues/kadikoy-sahne',
    '/gigler',
    '/',
  ]

  for (const path of PAGES) {
    test(path, async ({ page }) => {
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
      expect(await images.count()).toBeGreaterThan(0)
      await expect
        .poll(async () =>
          images.evaluateAll((all) =>
            (all as HTMLImageElement[])
              .filter((image) => !image.complete || image.naturalWidth === 0)
              .map((image) => image.currentSrc || image.src),
          ),
        )
        .toEqual([])
    })
  }
})
