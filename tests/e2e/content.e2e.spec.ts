import { expect, test } from '@playwright/test'

import { captureAtWidths } from './helpers/screenshots'
import { signInAs } from './helpers/session'

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || 'destek@sahne.app'

const STORY = {
  tr: {
    path: '/hikayemiz',
    title: 'Hikâyemiz',
    chapters: ['Kıvılcım', 'Vizyon', 'Yolculuk', 'Geleceğe bakış'],
    join: { name: "Sahne'ye Katıl", href: '/kayitol' },
  },
  en: {
    path: '/en/ourstory',
    title: 'Our Story',
    chapters: ['The spark', 'The vision', 'The journey', 'Looking ahead'],
    join: { name: 'Join Sahne', href: '/en/register' },
  },
} as const

const PRIVACY = {
  tr: {
    path: '/gizlilik',
    title: 'Gizlilik Politikası',
    updated: 'Son güncelleme: 1 Haziran 2025',
    headings: ['Topladığımız veriler', 'Haklarınız', 'Çerezler ve yerel depolama', 'İletişim'],
    mentions: ['KVKK', 'yerel depolamasında'],
  },
  en: {
    path: '/en/privacy',
    title: 'Privacy Policy',
    updated: 'Last updated: 1 June 2025',
    headings: ['Data we collect', 'Your rights', 'Cookies and local storage', 'Contact'],
    mentions: ['GDPR', 'local storage'],
  },
} as const

test.describe('founder story', () => {
  for (const [locale, story] of Object.entries(STORY)) {
    test(`tells the four chapters and invites visitors to join (${locale})`, async ({ page }) => {
      const response = await page.goto(story.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
      const chapters = page.getByRole('main').getByRole('heading', { level: 2 })
      await expect(chapters.filter({ hasNotText: /Join the scene|Sahneye katıl/ })).toHaveText([
        ...story.chapters,
      ])
      await expect(
        page.getByRole('main').getByRole('link', { name: story.join.name }),
      ).toHaveAttribute('href', story.join.href)
      if (locale === 'tr') await captureAtWidths(page, 'story')
    })

    test(`hides the call to join from signed-in users (${locale})`, async ({ page }) => {
      await signInAs(page, 'organizer')
      await page.goto(story.path)
      await expect(page.getByRole('heading', { name: story.chapters[3] })).toBeVisible()
      await expect(page.getByRole('link', { name: story.join.name })).toHaveCount(0)
    })
  }
})

test.describe('privacy policy', () => {
  for (const [locale, privacy] of Object.entries(PRIVACY)) {
    test(`shows the policy with its date and the support address (${locale})`, async ({ page }) => {
      const response = await page.goto(privacy.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title)
      await expect(page.getByText(privacy.updated)).toBeVisible()
      for (const heading of privacy.headings)
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      for (const mention of privacy.mentions)
        await expect(page.getByRole('main').getByText(mention).first()).toBeVisible()
      await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT_EMAIL}`,
      )
      if (locale === 'tr') await captureAtWidths(page, 'privacy')
    })
  }
})
