import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'
import type { Locale } from '@/i18n/locales'

/** The absolute link of the page that confirms a subscription. */
export const confirmUrl = (locale: Locale, token: string) =>
  `${siteUrl()}${localizedPath(locale, '/subscription/confirm/[token]', { token })}`

/** The absolute link of the page that ends a subscription, in every newsletter mail. */
export const unsubscribeUrl = (locale: Locale, token: string) =>
  `${siteUrl()}${localizedPath(locale, '/subscription/unsubscribe/[token]', { token })}`
