import { expect, test } from '@playwright/test'

import { noSidewaysScroll } from './helpers/market'

/*
 * The privacy notice sits beside the form that collects the data, and the marketing opt-in is a
 * box of its own, never ticked for the visitor; the footer names the service provider.
 */
test('the sign-up form links its privacy notice and leaves the weekly mail unticked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/kayitol')
  const optIn = page.getByRole('checkbox', { name: /haftalık e-postayla/ })
  await expect(optIn).not.toBeChecked()
  const notice = page.locator('form').getByRole('link', { name: 'aydınlatma metni' })
  await expect(notice).toHaveAttribute('href', '/kvkk/hesap')
  await notice.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesap aydınlatma metni')
  // Each language names the notice in its own words, and says where the other one is.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/en\/privacy\/account$/,
  )
  expect(await noSidewaysScroll(page)).toBe(true)

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/en/register')
  await expect(page.getByRole('checkbox', { name: /by email every week/ })).not.toBeChecked()
  await page.locator('form').getByRole('link', { name: 'privacy notice' }).click()
  await expect(page).toHaveURL(/\/en\/privacy\/account$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account privacy notice')
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
    'href',
    /\/kvkk\/hesap$/,
  )
  // The footer names who provides the service (Law 6563, article 3).
  await expect(page.getByRole('contentinfo')).toContainText('MERSIS no:')
  // The address the Turkish notice first had leads to it for good.
  await page.goto('/kvkk/account')
  await expect(page).toHaveURL(/\/kvkk\/hesap$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesap aydınlatma metni')
  // The language switch keeps the page's params; the notice in the other language answers them.
  const toEnglish = page.getByRole('link', { name: 'Switch to English' })
  await expect(toEnglish).toHaveAttribute('href', '/en/privacy/hesap')
  await toEnglish.click()
  await expect(page).toHaveURL(/\/en\/privacy\/account$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account privacy notice')
})
