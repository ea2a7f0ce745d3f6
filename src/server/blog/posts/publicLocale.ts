import 'server-only'

import type { Payload } from 'payload'
import type { Locale } from '../../../i18n/locales'

/**
 * Local API options every public read shares: the asked language with the other one filling
 * empty fields, and a visitor's access rules (drafts stay invisible whatever the caller is).
 */
export const publicReadOptions = (locale: Locale) =>
  ({
    locale,
    fallbackLocale: locale === 'tr' ? 'en' : 'tr',
    depth: 0,
    overrideAccess: false,
    user: null,
  }) as const satisfies Partial<Parameters<Payload['find']>[0]>
