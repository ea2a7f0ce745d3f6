import { expect, test } from '@playwright/test'

import { seriousAxeViolations } from './helpers/axe'

// The pages' accessibility checks rest on this helper: it must report what axe finds.
test('the axe helper reports serious violations, within the part asked for', async ({ page }) => {
  await page.goto('/yok-boyle-bir-sayfa')
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
