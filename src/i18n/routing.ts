import { defineRouting } from 'next-intl/routing'

export const routing = defineRouting({
  locales: ['tr', 'en'],
  defaultLocale: 'tr',
  localePrefix: 'as-needed',
  localeDetection: false,
  // Internal (English) paths on the left; the Turkish paths are served at the root.
  pathnames: {
    '/': '/',
    '/login': { tr: '/giris', en: '/login' },
    '/register': { tr: '/kayitol', en: '/register' },
    '/privacy': { tr: '/gizlilik', en: '/privacy' },
    '/ourstory': { tr: '/hikayemiz', en: '/ourstory' },
    '/contact': { tr: '/iletisim', en: '/contact' },
    '/blog': '/blog',
    '/blog/[slug]': '/blog/[slug]',
    '/profile': { tr: '/profil', en: '/profile' },
    '/gigs': { tr: '/gigler', en: '/gigs' },
    '/gigs/[id]': { tr: '/gigler/[id]', en: '/gigs/[id]' },
    '/artists': { tr: '/sanatcilar', en: '/artists' },
    '/artists/[slug]': { tr: '/sanatcilar/[slug]', en: '/artists/[slug]' },
    '/venues': { tr: '/mekanlar', en: '/venues' },
    '/venues/[slug]': { tr: '/mekanlar/[slug]', en: '/venues/[slug]' },
    '/create-gig': { tr: '/gig-olustur', en: '/create-gig' },
    '/admin/blog': '/admin/blog',
    '/admin/blog/create': '/admin/blog/create',
    '/admin/blog/edit/[id]': '/admin/blog/edit/[id]',
    '/underconstruction': '/underconstruction',
  },
})

export type Locale = (typeof routing.locales)[number]
