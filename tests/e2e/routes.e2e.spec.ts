import { expect, test, type Page } from '@playwright/test'

import { catalogue } from './helpers/catalogue'
import { signInAs, type SeededRole } from './helpers/session'
import type { Locale } from '../../src/i18n/locales'

type Route = {
  name: string
  paths: Record<Locale, string>
  heading: (locale: Locale) => string | RegExp
  as?: SeededRole
}

/** A published post, a gig and a post id to visit (read from the API the pages use). */
async function seededRecords(page: Page) {
  const posts = await (await page.request.get('/api/blogs/published?limit=1')).json()
  const gigs = await (await page.request.get('/api/gigs')).json()
  const post = posts.data[0] as { _id: number; slug: string; title: string }
  const gigList = (Array.isArray(gigs) ? gigs : gigs.data) as { id: number; title: string }[]
  return { post, gig: gigList[0] }
}

const catalogues = { tr: catalogue('tr'), en: catalogue('en') }
const m = (locale: Locale) => catalogues[locale]

/** Every row of the spec's route table (section 2), in both languages. */
function routeTable(post: { _id: number; slug: string }, gig: { id: number; title: string }) {
  const routes: Route[] = [
    { name: 'home', paths: { tr: '/', en: '/en' }, heading: (l) => m(l).Home.heroTitle },
    { name: 'login', paths: { tr: '/giris', en: '/en/login' }, heading: (l) => m(l).Login.title },
    {
      name: 'register',
      paths: { tr: '/kayitol', en: '/en/register' },
      heading: (l) => m(l).Register.title,
    },
    {
      name: 'privacy',
      paths: { tr: '/gizlilik', en: '/en/privacy' },
      heading: (l) => m(l).Privacy.title,
    },
    {
      name: 'story',
      paths: { tr: '/hikayemiz', en: '/en/ourstory' },
      heading: (l) => m(l).Story.title,
    },
    {
      name: 'contact',
      paths: { tr: '/iletisim', en: '/en/contact' },
      heading: (l) => m(l).Contact.title,
    },
    { name: 'blog', paths: { tr: '/blog', en: '/en/blog' }, heading: (l) => m(l).BlogList.title },
    {
      name: 'blog post',
      paths: { tr: `/blog/${post.slug}`, en: `/en/blog/${post.slug}` },
      heading: () => /\S/,
    },
    {
      name: 'profile',
      paths: { tr: '/profil', en: '/en/profile' },
      heading: (l) => m(l).Profile.title,
      as: 'artist',
    },
    { name: 'gigs', paths: { tr: '/gigler', en: '/en/gigs' }, heading: (l) => m(l).Gigs.title },
    {
      name: 'gig',
      paths: { tr: `/gigler/${gig.id}`, en: `/en/gigs/${gig.id}` },
      heading: () => gig.title,
    },
    {
      name: 'create gig',
      paths: { tr: '/gig-olustur', en: '/en/create-gig' },
      heading: (l) => m(l).CreateGig.title,
      as: 'organizer',
    },
    {
      name: 'admin blog list',
      paths: { tr: '/admin/blog', en: '/en/admin/blog' },
      heading: (l) => m(l).AdminBlog.listTitle,
      as: 'admin',
    },
    {
      name: 'admin create',
      paths: { tr: '/admin/blog/create', en: '/en/admin/blog/create' },
      heading: (l) => m(l).AdminBlog.createTitle,
      as: 'admin',
    },
    {
      name: 'admin edit',
      paths: { tr: `/admin/blog/edit/${post._id}`, en: `/en/admin/blog/edit/${post._id}` },
      heading: (l) => m(l).AdminBlog.editTitle,
      as: 'admin',
    },
    {
      name: 'under construction',
      paths: { tr: '/underconstruction', en: '/en/underconstruction' },
      heading: (l) => m(l).UnderConstruction.title,
      as: 'artist',
    },
  ]
  return routes
}

test('every route of the spec answers 200 with its heading in Turkish and English', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const probe = await browser.newPage()
  const { post, gig } = await seededRecords(probe)
  await probe.close()

  for (const route of routeTable(post, gig)) {
    for (const locale of ['tr', 'en'] as const) {
      const page = await browser.newPage()
      if (route.as) await signInAs(page, route.as)
      const path = route.paths[locale]
      const response = await page.goto(path)
      expect(response?.status(), `${route.name} ${path}`).toBe(200)
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(route.heading(locale))
      await page.close()
    }
  }
})
