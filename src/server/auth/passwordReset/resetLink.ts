import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import { siteUrl } from '@/lib/seo/siteUrl'

import type { UserLocale } from '../userLocale'

/** The absolute link of the page where a new password is chosen. */
export const resetLink = (locale: UserLocale, token: string) =>
  `${siteUrl()}${localizedPath(locale, '/reset-password/[token]', { token })}`
