import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// Personal and admin pages (both languages' paths): never kept by a browser or a CDN. Next keeps a
// Cache-Control set here; public pages get Next's own (s-maxage for static and ISR pages).
const PRIVATE_PAGES = ['giris', 'kayitol', 'profil', 'gig-olustur', 'admin/:path*']
  .concat(['login', 'register', 'profile', 'create-gig', 'admin/:path*'].map((p) => `en/${p}`))
  .map((path) => `/${path}`)

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/cms-api/media/file/**' }],
  },
  turbopack: { root: import.meta.dirname },
  async headers() {
    const noStore = [{ key: 'Cache-Control', value: 'private, no-store' }]
    return PRIVATE_PAGES.map((source) => ({ source, headers: noStore }))
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
