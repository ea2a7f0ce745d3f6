import type { MetadataRoute } from 'next'

import { getPathname } from '@/i18n/navigation'
import { routing } from '@/i18n/routing'
import { siteUrl } from '@/lib/seo/siteUrl'
import { listPublicSitemapRecords } from '@/server/app'

// Rendered per request from a cached read the post and gig hooks expire: a new post or gig is
// listed at once, and a build without a database does not freeze an empty sitemap.
export const dynamic = 'force-dynamic'

type Href = Parameters<typeof getPathname>[0]['href']

const STATIC_PAGES: Href[] = [
  '/',
  '/ourstory',
  '/blog',
  '/gigs',
  '/shows',
  '/artists',
  '/venues',
  '/contact',
  '/privacy',
  '/register',
  '/login',
]

/** One entry per language, each naming all its twins (tr, en, x-default = tr). */
function entriesFor(href: Href, lastModified?: string): MetadataRoute.Sitemap {
  const origin = siteUrl()
  const urlOf = (locale: (typeof routing.locales)[number]) =>
    `${origin}${getPathname({ locale, href })}`
  const languages = {
    ...Object.fromEntries(routing.locales.map((locale) => [locale, urlOf(locale)])),
    'x-default': urlOf(routing.defaultLocale),
  }
  return routing.locales.map((locale) => ({
    url: urlOf(locale),
    lastModified,
    alternates: { languages },
  }))
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { posts, gigs, artists, venues } = await listPublicSitemapRecords()
  return [
    ...STATIC_PAGES.flatMap((href) => entriesFor(href)),
    ...posts.flatMap(({ slug, updatedAt }) =>
      entriesFor({ pathname: '/blog/[slug]', params: { slug } }, updatedAt),
    ),
    ...gigs.flatMap(({ id, updatedAt }) =>
      entriesFor({ pathname: '/gigs/[id]', params: { id: String(id) } }, updatedAt),
    ),
    ...artists.flatMap(({ slug, updatedAt }) =>
      entriesFor({ pathname: '/artists/[slug]', params: { slug } }, updatedAt),
    ),
    ...venues.flatMap(({ slug, updatedAt }) =>
      entriesFor({ pathname: '/venues/[slug]', params: { slug } }, updatedAt),
    ),
  ]
}
