import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import type { NextConfig } from 'next'

import { localeRedirects, localeRewrites } from './src/i18n/localeRoutes'
import { frontCacheTagHeaders } from './src/lib/http/frontCacheTags'
import { noticeAddressRedirects } from './src/lib/legal/purposes'
import { anyOf } from './src/lib/http/routeSources'
import { routing } from './src/i18n/routing'
import {
  contentSecurityPolicy,
  permissionsPolicy,
  securityHeaders,
} from './src/lib/http/securityHeaders.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// Personal and admin pages (both languages' paths): never kept by a browser or a CDN. Next keeps a
// Cache-Control set here; public pages get Next's own (s-maxage for static and ISR pages).
const PRIVATE_PAGES = [
  ...['giris', 'kayitol', 'profil', 'gig-olustur', 'admin/:path*', 'panom', 'panom/:path*'],
  ...['gigler/:id/duzenle', 'sifremi-unuttum', 'sifre-sifirla/:path*', 'abonelik/:path*'],
]
  .concat(
    [
      ...['login', 'register', 'profile', 'create-gig', 'admin/:path*', 'dashboard'],
      ...['dashboard/:path*', 'gigs/:id/edit', 'forgot-password', 'reset-password/:path*'],
      'subscription/:path*',
    ].map((p) => `en/${p}`),
  )
  .map((path) => `/${path}`)

// The door's screen in both languages (`/kapi/:id`, `/en/door/:id`), from the routing table.
const DOOR_PAGES = Object.entries(routing.pathnames['/door/[id]']).map(
  ([locale, path]) =>
    `${locale === routing.defaultLocale ? '' : `/${locale}`}${path.replace('[id]', ':id')}`,
)

// API answers that carry a secret (a session token, the calendar feed's address) or one user's
// records: never kept by a browser, a proxy or a CDN.
const PRIVATE_API = ['/api/auth/:path*', '/api/me/:path*', '/api/calendar/:path*']

// Uploads were served by Payload's file route, now the admins' API: addresses kept from before (a
// page or an API answer in a CDN, an image URL an editor pasted) reach the site's route instead.
const LEGACY_FILE_REDIRECTS = ['media', 'photos'].map((slug) => ({
  source: `/cms-api/${slug}/file/:filename`,
  destination: `/api/${slug}/:filename`,
  permanent: true,
}))

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // CI type-checks the whole project (`npm run typecheck`, the same tsconfig) before the browser
  // tests' build and then sets SKIP_BUILD_TYPECHECK=1: the build need not check it a second time.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // pdfkit reads its font metrics from its own folder at run time: load it, do not bundle it.
  serverExternalPackages: ['pdfkit', 'iyzipay'],
  // Next hashes a whole cached page on every request for its ETag (a third of a post page's
  // time in the server). Public pages are kept by CDNs through s-maxage instead; the
  // public JSON answers carry their own ETag (src/app/api/_http/cacheableJson.ts).
  generateEtags: false,
  // Pages and data rendered after the build (ISR, the tagged data cache) stay in Next's in-memory
  // LRU (cacheMaxMemorySize, 50 MB) instead of also being written under .next: a search page is
  // kept per query (blog-search), and visitors' queries must not be able to fill the disk.
  // Styles inline in the first HTML instead of two render-blocking stylesheet requests: on a slow
  // phone a first visit paints 200-500 ms sooner (Lighthouse mobile +2-3 points); client
  // navigations load the new route's stylesheets as <link>s. Inline CSS costs no request, so the
  // graph chunker is told requests are free and gives each route just the CSS modules it imports:
  // the default chunker merged most of the site's modules into one 41 KB chunk every page inlined.
  experimental: {
    isrFlushToDisk: false,
    inlineCss: true,
    cssChunking: { type: 'graph', requestCost: 0 },
    // Turbopack keeps what it compiled under .next/cache for the next build, by default. CI builds
    // a fresh clone once and never reads it: writing it took 14 s and slowed the compilation
    // itself by a third (97 s and 58 s for the whole build on the 2-core machine), so .ci/run
    // turns it off (NEXT_BUILD_CACHE=off). A build elsewhere keeps it.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // Several instances share one data and ISR cache in Redis when REDIS_URL is set (npm run stack);
  // one process keeps Next's own. Both keep optimized images in memory (cache-handler/images.mjs),
  // which Next would otherwise write to disk only with isrFlushToDisk on, and never cache here.
  cacheHandler: path.resolve(
    import.meta.dirname,
    process.env.REDIS_URL ? 'cache-handler/index.mjs' : 'cache-handler/local.mjs',
  ),
  images: {
    customCacheHandler: true,
    // Next's default widths without 2048 and 3840: no picture here is shown wider than a
    // 1,100 px column, so 1,920 px serves a 2× screen well enough, and every picture's srcset
    // (in the HTML of a list, once per card) stops naming two files no browser picks.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    localPatterns: [
      { pathname: '/images/**' },
      { pathname: '/api/media/**' },
      { pathname: '/api/photos/**' },
    ],
  },
  turbopack: { root: import.meta.dirname },
  // Locale routing without a proxy on page requests (src/i18n/localeRoutes.ts).
  redirects: async () => [
    ...localeRedirects(),
    ...LEGACY_FILE_REDIRECTS,
    ...noticeAddressRedirects().map((address) => ({ ...address, permanent: true })),
  ],
  rewrites: async () => localeRewrites(),
  // Security headers (README: "Security headers"). /cms gets its CSP with a nonce from the proxy.
  // Next tries every header rule on every request: rules with one value share one source (anyOf).
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    const noStore = [{ key: 'Cache-Control', value: 'private, no-store' }]
    return [
      { source: '/:path*', headers: securityHeaders({ production }) },
      // The door's screen reads QR codes with the camera; the last matching header wins.
      {
        source: anyOf(DOOR_PAGES),
        headers: [{ key: 'Permissions-Policy', value: permissionsPolicy({ camera: true }) }],
      },
      {
        // Not /cms (its nonce comes from the proxy) nor the upload files, whose answers carry
        // their own sandboxing policy: the pages' 'unsafe-inline' would let an uploaded SVG run.
        // An unnamed group: with a named one Next compiles the policy as a template per request.
        source: '/((?!cms$|cms/|api/media/|api/photos/).*)',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({ dev: !production }),
          },
        ],
      },
      { source: anyOf(PRIVATE_PAGES), headers: noStore },
      // Answers that carry a session token, a calendar secret or a user's own records.
      { source: anyOf(PRIVATE_API), headers: noStore },
      // What the front (Varnish, deploy/) keeps each public answer under, purged on writes.
      ...frontCacheTagHeaders(),
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
