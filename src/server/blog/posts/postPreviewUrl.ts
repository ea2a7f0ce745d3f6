import 'server-only'

import { LOCALES, type Locale } from '../../../i18n/locales'

/** The route that turns on Next's draft mode for an admin, then opens the post. */
const PREVIEW_ROUTE = '/cms-preview'

/** A post's public path: Turkish at the root, English under /en (routing's '/blog/[slug]'). */
const postPublicPath = (slug: string, locale: Locale): string =>
  `${locale === 'en' ? '/en' : ''}/blog/${encodeURIComponent(slug)}`

const asPublicLocale = (locale: unknown): Locale => LOCALES.find((code) => code === locale) ?? 'tr'

/** The admin panel's preview link for a post, or null while it has no slug to open. */
export function postPreviewUrl(slug: unknown, locale: unknown): string | null {
  if (typeof slug !== 'string' || !slug) return null
  const path = postPublicPath(slug, asPublicLocale(locale))
  return `${PREVIEW_ROUTE}?${new URLSearchParams({ path })}`
}

const PREVIEWABLE_PATH = /^(\/en)?\/blog\/[^/?#\\]+$/

/** Only a post page of this site may be previewed: no open redirects through the route. */
export const isPreviewablePath = (path: string | null): path is string =>
  path !== null && PREVIEWABLE_PATH.test(path)
