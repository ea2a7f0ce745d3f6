import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/seo/siteUrl'

export const revalidate = 3600

/** Crawl everything public; keep the panel, the APIs and signed-in pages out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/en/admin',
        '/cms',
        '/cms-api',
        '/api',
        '/profil',
        '/en/profile',
        '/gig-olustur',
        '/en/create-gig',
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
