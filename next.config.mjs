import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { contentSecurityPolicy, securityHeaders } from './src/lib/http/securityHeaders.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    localPatterns: [
      { pathname: '/images/**' },
      { pathname: '/cms-api/media/file/**' },
      { pathname: '/cms-api/photos/file/**' },
    ],
  },
  turbopack: { root: import.meta.dirname },
  // Security headers (README: "Security headers"). /cms gets its CSP with a nonce from the proxy.
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    return [
      { source: '/:path*', headers: securityHeaders({ production }) },
      {
        source: '/:path((?!cms$|cms/).*)',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({ dev: !production }),
          },
        ],
      },
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
