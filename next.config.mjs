import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

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
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
