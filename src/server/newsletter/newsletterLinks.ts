import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'

import type { MessageLocale } from '../http/messageLocale'

/** The absolute link of the page that confirms a subscription. */
export const confirmUrl = (locale: MessageLocale, token: string) =>
  `${siteUrl()}${localizedPath(locale, '/subscription/confirm/[token]', { token })}`

/** The absolute link of the page that ends a subscription, in every newsletter mail. */
export const unsubscribeUrl = (locale: MessageLocale, token: string) =>
  `${siteUrl()}${localizedPath(locale, '/subscription/unsubscribe/[token]', { token })}`
