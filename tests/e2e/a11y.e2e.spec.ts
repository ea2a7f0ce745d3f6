import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { VIEWPORTS } from './helpers/screenshots'

const PAGES = [
  '/',
  '/en',
  '/hikayemiz',
  '/en/ourstory',
  '/gizlilik',
  '/en/privacy',
  '/yok-boyle-bir-sayfa',
  '/en/no-such-page',
]

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    for (const path of PAGES) {
      test(`${path} at ${viewport} width`, async ({ page }) => {
        await page.setViewportSize(size)
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const { violations } = await new AxeBuilder({ page }).analyze()
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        const report = serious.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
        }))
        expect(report, JSON.stringify(report, null, 2)).toEqual([])
      })
    }
  }
})
