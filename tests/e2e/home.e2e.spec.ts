import { expect, type Page, test } from '@playwright/test'

import { captureAtWidths } from './helpers/screenshots'
import { signInAs } from './helpers/session'

const CONTENT = {
  tr: {
    path: '/',
    heading: 'Müzisyenlerle mekânların buluştuğu yer',
    logIn: { name: 'Giriş Yap', href: '/giris' },
    signUp: { name: 'Kayıt Ol', href: '/kayitol' },
    sections: ['Sahnedeki herkes için', 'Bir ilan sitesinden fazlası', 'Sahneyi keşfet'],
    audiences: ['Müzisyenler için', 'Mekânlar ve organizatörler için'],
    captions: ['DJ', 'Rock vokalist', 'Saksafoncu', 'Mekân sahnesi'],
    cta: { name: 'Ücretsiz Kaydol', href: '/kayitol' },
  },
  en: {
    path: '/en',
    heading: 'Where musicians and venues meet',
    logIn: { name: 'Log In', href: '/en/login' },
    signUp: { name: 'Sign Up', href: '/en/register' },
    sections: ['Made for everyone on the scene', 'More than a listing site', 'Discover the scene'],
    audiences: ['For musicians', 'For venues and organizers'],
    captions: ['DJ', 'Rock vocalist', 'Saxophone player', 'Venue stage'],
    cta: { name: 'Register for Free', href: '/en/register' },
  },
} as const

const main = (page: Page) => page.getByRole('main')

test.describe('home page', () => {
  for (const [locale, content] of Object.entries(CONTENT)) {
    test(`shows every section in ${locale} at ${content.path}`, async ({ page }) => {
      const response = await page.goto(content.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading)
      for (const title of content.sections)
        await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible()
      for (const title of content.audiences)
        await expect(main(page).getByRole('heading', { level: 3, name: title })).toBeVisible()
      for (const link of [content.logIn, content.signUp, content.cta])
        await expect(
          main(page).getByRole('link', { name: link.name, exact: true }),
        ).toHaveAttribute('href', link.href)
    })

    test(`shows the four discovery images, loaded through next/image, in ${locale}`, async ({
      page,
    }) => {
      await page.goto(content.path)
      const figures = main(page).getByRole('figure')
      await expect(figures).toHaveCount(4)
      for (const [index, caption] of content.captions.entries()) {
        const figure = figures.nth(index)
        await figure.scrollIntoViewIfNeeded()
        await expect(figure.locator('figcaption strong')).toHaveText(caption)
        const image = figure.getByRole('img')
        await expect(image).toHaveAttribute('alt', /.{20,}/)
        await expect(image).toHaveAttribute('src', /\/_next\/image\?url=%2Fimages%2Fdiscover%2F/)
        // A decoded image has a natural width; a broken one has 0.
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
      }
      if (locale === 'tr') await captureAtWidths(page, 'home')
    })

    test(`hides the log-in, sign-up and register buttons when signed in (${locale})`, async ({
      page,
    }) => {
      await signInAs(page, 'artist')
      await page.goto(content.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading)
      for (const link of [content.logIn, content.signUp, content.cta])
        await expect(main(page).getByRole('link', { name: link.name, exact: true })).toHaveCount(0)
      await expect(main(page).getByRole('figure')).toHaveCount(4)
    })
  }

  test('switches language with the header toggle', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Switch to English' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where musicians and venues meet',
    )
    await page.getByRole('link', { name: 'Türkçe sürüme geç' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Müzisyenlerle mekânların buluştuğu yer',
    )
  })
})
