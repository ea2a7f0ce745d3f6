import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const PAGES = ['/giris', '/en/register', '/iletisim', '/en/contact', '/gigler', '/en/gigs/1']

test.describe('accessibility of the account, contact and gig pages', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).analyze()
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }
})
