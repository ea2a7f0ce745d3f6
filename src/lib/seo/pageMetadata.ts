import type { Metadata } from 'next'
import { getPathname } from '@/i18n/navigation'
import { routing } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'

type Href = Parameters<typeof getPathname>[0]['href']

type PageMetadataInput = {
  locale: Locale
  /**
   * The page's internal path, e.g. '/login' or { pathname: '/blog/[slug]', params: { slug } };
   * a function of the language when the params themselves are translated.
   */
  href: Href | ((locale: Locale) => Href)
  title: string
  description: string
  /** Use the title as is, without the ' | Sahne' suffix. */
  absoluteTitle?: boolean
  image?: { url: string; alt: string }
  type?: 'website' | 'article'
  /** Query string kept in the canonical link, e.g. '?category=music-venues'. */
  search?: string
  noIndex?: boolean
}

const OG_LOCALES: Record<Locale, string> = { tr: 'tr_TR', en: 'en_US' }

/** Title, description, canonical, hreflang (tr, en, x-default), OpenGraph and Twitter for a page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, href, title, description, image, search = '' } = input
  const hrefIn = (target: Locale) => (typeof href === 'function' ? href(target) : href)
  const pathOf = (target: Locale) =>
    `${getPathname({ locale: target, href: hrefIn(target) })}${search}`
  const canonical = pathOf(locale)
  const languages = Object.fromEntries(routing.locales.map((target) => [target, pathOf(target)]))
  const images = image ? [{ url: image.url, alt: image.alt }] : undefined
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical,
      languages: { ...languages, 'x-default': pathOf(routing.defaultLocale) },
    },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: 'Sahne',
      locale: OG_LOCALES[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      type: input.type ?? 'website',
      images,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  }
}
