import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  // The language is in the path alone; a cookie would make every public page uncacheable.
  localeCookie: false,
  // Internal (English) paths on the left; the Turkish paths are served at the root.
  pathnames: {
    '/': '/',
    '/login': { tr: '/giris', en: '/login' },
    '/register': { tr: '/kayitol', en: '/register' },
    '/privacy': { tr: '/gizlilik', en: '/privacy' },
    '/privacy/[purpose]': { tr: '/kvkk/[purpose]', en: '/privacy/[purpose]' },
    '/ourstory': { tr: '/hikayemiz', en: '/ourstory' },
    '/contact': { tr: '/iletisim', en: '/contact' },
    '/blog': '/blog',
    '/blog/[slug]': '/blog/[slug]',
    '/profile': { tr: '/profil', en: '/profile' },
    '/gigs': { tr: '/gigler', en: '/gigs' },
    '/gigs/[id]': { tr: '/gigler/[id]', en: '/gigs/[id]' },
    '/shows': { tr: '/konserler', en: '/shows' },
    '/shows/[id]': { tr: '/konserler/[id]', en: '/shows/[id]' },
    '/digest/unsubscribe/[token]': {
      tr: '/bulten/iptal/[token]',
      en: '/digest/unsubscribe/[token]',
    },
    '/gigs/[id]/edit': { tr: '/gigler/[id]/duzenle', en: '/gigs/[id]/edit' },
    '/artists': { tr: '/sanatcilar', en: '/artists' },
    '/artists/[slug]': { tr: '/sanatcilar/[slug]', en: '/artists/[slug]' },
    '/venues': { tr: '/mekanlar', en: '/venues' },
    '/venues/[slug]': { tr: '/mekanlar/[slug]', en: '/venues/[slug]' },
    '/create-gig': { tr: '/gig-olustur', en: '/create-gig' },
    '/admin/blog': '/admin/blog',
    '/admin/blog/create': '/admin/blog/create',
    '/admin/blog/edit/[id]': '/admin/blog/edit/[id]',
    '/underconstruction': '/underconstruction',
    '/forgot-password': { tr: '/sifremi-unuttum', en: '/forgot-password' },
    '/reset-password/[token]': { tr: '/sifre-sifirla/[token]', en: '/reset-password/[token]' },
    '/subscription/confirm/[token]': {
      tr: '/abonelik/onay/[token]',
      en: '/subscription/confirm/[token]',
    },
    '/subscription/unsubscribe/[token]': {
      tr: '/abonelik/iptal/[token]',
      en: '/subscription/unsubscribe/[token]',
    },
    '/dashboard': { tr: '/panom', en: '/dashboard' },
    '/tickets': { tr: '/biletlerim', en: '/tickets' },
    '/tickets/claim/[token]': { tr: '/biletlerim/al/[token]', en: '/tickets/claim/[token]' },
    '/tickets/[id]': { tr: '/biletlerim/[id]', en: '/tickets/[id]' },
    '/door/[id]': { tr: '/kapi/[id]', en: '/door/[id]' },
    '/dashboard/applications/[id]': {
      tr: '/panom/basvuru/[id]',
      en: '/dashboard/applications/[id]',
    },
    '/dashboard/bookings/[id]/confirmation': {
      tr: '/panom/rezervasyon/[id]/onay',
      en: '/dashboard/bookings/[id]/confirmation',
    },
  },
})
