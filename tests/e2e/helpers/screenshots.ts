import type { Page } from '@playwright/test'

import { DESKTOP, PHONE } from './journeys'

/** Phone and desktop widths the main pages are captured at: the house sizes. */
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const

/**
 * Saves a full-page screenshot as a test artefact under test-results/screenshots/ (CI keeps the
 * folder), named `<name>-<viewport>.png`.
 */
export async function captureAtWidths(page: Page, name: string) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size)
    await page.screenshot({
      path: `test-results/screenshots/${name}-${viewport}.png`,
      fullPage: true,
    })
  }
}

/**
 * Sets the viewport and waits until the browser has drawn a frame at the new size, for a check or
 * a screenshot right after. The site's layout follows the width through CSS alone (no script
 * reads the viewport, no transition runs on a resize), so that frame is the settled page: no
 * fixed pause is needed.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}
