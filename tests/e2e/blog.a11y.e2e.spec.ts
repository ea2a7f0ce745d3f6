import { expect, test, type Page } from '@playwright/test'

import { seriousAxeViolations } from './helpers/axe'
import { FIRST_GIG } from './helpers/blog'
import { signInAs } from './helpers/session'

/** Serious and critical axe findings (WCAG 2.1 A/AA), as `rule: targets` lines. */
const seriousViolations = (page: Page) =>
  seriousAxeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })

// The blog list, a category and a post as a visitor sees them: screens.e2e.spec.ts (axe at 390 and
// 1366 px, every rule). Here the states a visitor's page does not show.
test.describe('blog accessibility', () => {
  test('the comment form with errors and the admin card actions pass axe', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/blog')
    await expect(page.getByRole('link', { name: 'Yeni Yazı Oluştur' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(`/blog/${FIRST_GIG.slug}`)
    await page.getByRole('button', { name: 'Yorumu Gönder' }).click()
    await expect(page.getByText('Yorum gereklidir')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
