import { expect, type Page, test } from '@playwright/test'

const HOME = {
  tr: 'Sahne – Müzisyenlerle mekânların buluştuğu yer',
  en: 'Sahne – Where musicians and venues meet',
}

/** Each page's two language twins, its OpenGraph title and its document title. */
const PAGES = [
  { name: 'home', tr: '/', en: '/en', ogTitle: HOME, suffix: '' },
  {
    name: 'story',
    tr: '/hikayemiz',
    en: '/en/ourstory',
    ogTitle: { tr: 'Hikâyemiz', en: 'Our Story' },
    suffix: ' | Sahne',
  },
  {
    name: 'privacy',
    tr: '/gizlilik',
    en: '/en/privacy',
    ogTitle: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    suffix: ' | Sahne',
  },
] as const

const OG_LOCALE = { tr: 'tr_TR', en: 'en_US' } as const

const pathOf = (href: string | null) => (href ? new URL(href).pathname : null)
const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content')
const link = async (page: Page, selector: string) =>
  pathOf(await page.locator(selector).getAttribute('href'))

test.describe('page metadata', () => {
  for (const entry of PAGES) {
    for (const locale of ['tr', 'en'] as const) {
      test(`${entry.name} (${locale}) has title, description, canonical, hreflang and OpenGraph`, async ({
        page,
      }) => {
        await page.goto(entry[locale])
        await expect(page).toHaveTitle(`${entry.ogTitle[locale]}${entry.suffix}`)
        expect((await meta(page, 'meta[name="description"]'))?.length).toBeGreaterThan(50)
        expect(await link(page, 'link[rel="canonical"]')).toBe(entry[locale])
        expect(await link(page, 'link[rel="alternate"][hreflang="tr"]')).toBe(entry.tr)
        expect(await link(page, 'link[rel="alternate"][hreflang="en"]')).toBe(entry.en)
        expect(await link(page, 'link[rel="alternate"][hreflang="x-default"]')).toBe(entry.tr)
        expect(await meta(page, 'meta[property="og:title"]')).toBe(entry.ogTitle[locale])
        expect(await meta(page, 'meta[property="og:locale"]')).toBe(OG_LOCALE[locale])
      })
    }
  }

  test('the home page shares its illustration as the social image', async ({ page, request }) => {
    await page.goto('/en')
    const image = await meta(page, 'meta[property="og:image"]')
    expect(image).toMatch(/\/images\/og\/home\.jpg$/)
    const response = await request.get(new URL(image!).pathname)
    expect(response.ok()).toBe(true)
    expect(response.headers()['content-type']).toBe('image/jpeg')
  })
})

test.describe('crawler files', () => {
  test('sitemap.xml lists both languages, a seeded post and a gig', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.ok()).toBe(true)
    const xml = await response.text()
    const slug = 'how-to-book-your-first-gig'
    for (const path of ['/hikayemiz', '/en/ourstory', '/gizlilik', '/en/privacy'])
      expect(xml).toContain(`${path}</loc>`)
    expect(xml).toContain(`/blog/${slug}</loc>`)
    expect(xml).toContain(`/en/blog/${slug}</loc>`)
    expect(xml).toMatch(/\/gigler\/\d+<\/loc>/)
    expect(xml).toMatch(/\/en\/gigs\/\d+<\/loc>/)
    expect(xml).toContain('hreflang="x-default"')
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    // Drafts stay out.
    expect(xml).not.toMatch(/draft/i)
  })

  test('robots.txt allows crawling, keeps private areas out and names the sitemap', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Allow: /')
    for (const path of ['/admin', '/en/admin', '/cms', '/api', '/profil', '/en/profile'])
      expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
  })
})
