import { expect, test } from '@playwright/test'

const ADMIN_EMAIL = process.env.SEED_ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.SEED_ADMIN_PASSWORD || 'SahneAdmin2025'

async function logIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
}

test.describe('Payload admin panel at /cms', () => {
  const collectionLabels = {
    'tr-TR': ['Yazılar', 'Yorumlar', 'Gigler', 'Aboneler', 'İletişim mesajları', 'Kullanıcılar'],
    'en-US': ['Posts', 'Comments', 'Gigs', 'Subscribers', 'Contact messages', 'Users'],
  }

  for (const [locale, labels] of Object.entries(collectionLabels)) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale })

      test('the seeded admin logs in and sees the collections', async ({ page }) => {
        await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD)
        await expect(page).toHaveURL(/\/cms\/?$/)
        const nav = page.getByRole('complementary').getByRole('navigation')
        for (const label of labels)
          await expect(nav.getByRole('link', { name: label })).toBeVisible()
        await page.goto('/cms/collections/posts')
        await expect(
          page.getByRole('link', {
            name: /İlk Konserinizi Nasıl Ayarlarsınız\?|How to Book Your First Gig/,
          }),
        ).toBeVisible()
      })
    })
  }

  test('an artist account cannot use the panel', async ({ page }) => {
    await logIn(page, 'artist@example.com', 'Artist2025')
    await expect(page).not.toHaveURL(/\/cms\/?$/)
    await page.goto('/cms/collections/posts')
    await expect(page.getByText('How to Book Your First Gig')).toHaveCount(0)
    await expect(page.getByText('İlk Konserinizi Nasıl Ayarlarsınız?')).toHaveCount(0)
  })

  test('wrong credentials are refused', async ({ page }) => {
    await logIn(page, ADMIN_EMAIL, 'NotThePassword1')
    await expect(page).toHaveURL(/\/cms\/login/)
  })
})
