import { siteUrl } from '@/lib/seo/siteUrl'

import { SOCIAL_PROFILES } from './socialProfiles'

/** schema.org Organization for search engines, on every page. */
export function OrganizationJsonLd({ description }: { description: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Sahne',
    url: siteUrl(),
    logo: `${siteUrl()}/icon.svg`,
    description,
    sameAs: SOCIAL_PROFILES.map((profile) => profile.url),
  }
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with '<' escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
