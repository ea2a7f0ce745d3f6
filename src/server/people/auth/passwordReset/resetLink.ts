import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'
import type { Locale } from '@/i18n/locales'

/** The absolute link of the page where a new password is chosen. */
export const resetLink = (locale: Locale, token: string) =>
  `${siteUrl()}${localizedPath(locale, '/reset-password/[token]', { token })}`
