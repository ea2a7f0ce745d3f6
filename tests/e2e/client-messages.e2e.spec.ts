import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/*
 * Each page hands the browser only the message namespaces its client components read
 * (src/i18n/clientMessages.ts). A namespace left out shows up as next-intl's MISSING_MESSAGE in
 * the console and a raw key on the page; these pages, used in both languages, must show neither.
 */

const CATALOGUES = path.resolve('messages/en')
const NAMESPACES = readdirSync(CATALOGUES).flatMap((file) =>
  Object.keys(JSON.parse(readFileSync(path.join(CATALOGUES, file), 'utf8'))),
)
/** A message key shown instead of its text, e.g. "Comments.title". */
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[a-z]\\w*`)

const PAGES = [
  '/',
  '/blog',
  '/blog?category=music-events',
  '/blog?search=konser',
  '/blog/how-to-book-your-first-gig',
  '/gigler',
  '/sanatcilar',
  '/mekanlar',
  '/iletisim',
  '/giris',
  '/kayitol',
  '/sifremi-unuttum',
  '/en',
  '/en/blog',
  '/en/blog/how-to-book-your-first-gig',
  '/en/gigs',
  '/en/contact',
  '/en/login',
]

test('public pages have every message their client components read', async ({ page }) => {
  test.setTimeout(180_000)
  const missing: string[] = []
  page.on('console', (message) => {
    if (/MISSING_MESSAGE|INSUFFICIENT_PATH|IntlError/.test(message.text()))
      missing.push(`${page.url()}: ${message.text()}`)
  })
  for (const path of PAGES) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    // Loaded and hydrated: the client components have rendered with their messages.
    await page.waitForLoadState('load')
    await page.waitForFunction(() => document.querySelector('main') !== null)
    await expect(page.locator('body')).not.toContainText(RAW_KEY)
  }
  expect(missing).toEqual([])
})

test('a gig and an artist page, with their client panels, have their messages', async ({
  page,
}) => {
  const missing: string[] = []
  page.on('console', (message) => {
    if (/MISSING_MESSAGE|IntlError/.test(message.text())) missing.push(message.text())
  })
  await page.goto('/gigler')
  await page.locator('main a[href^="/gigler/"]').first().click()
  await page.waitForLoadState('load')
  await page.goto('/sanatcilar')
  await page.locator('main a[href^="/sanatcilar/"]').first().click()
  await page.waitForLoadState('load')
  expect(missing).toEqual([])
})
