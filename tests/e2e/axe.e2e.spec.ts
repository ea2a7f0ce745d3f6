import { expect, test } from '@playwright/test'

import { seriousAxeViolations } from './helpers/axe'

// The pages' accessibility checks rest on this helper: it must report what axe finds.
test('the axe helper reports serious violations, within the part asked for', async ({ page }) => {
  await page.goto('/yok-boyle-bir-sayfa')
  // A not-found path's page is in the server's HTML (patched Next: docs/operations.md, Patched
  // dependencies); axe reads it once its heading is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.evaluate(() => {
    const broken = document.createElement('section')
    broken.id = 'broken'
    broken.innerHTML = '<img src="/favicon.ico"><button></button>'
    document.querySelector('main')!.append(broken)
  })
  expect(await seriousAxeViolations(page)).toEqual([
    'button-name: #broken > button',
    'image-alt: img',
  ])
  expect(await seriousAxeViolations(page, { include: 'header' })).toEqual([])
  expect(await seriousAxeViolations(page, { include: '#broken', tags: ['wcag2a'] })).toHaveLength(2)
})
