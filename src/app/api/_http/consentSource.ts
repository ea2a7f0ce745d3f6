import 'server-only'

import { headers } from 'next/headers'

import type { Locale } from '@/i18n/locales'
import type { ConsentSource } from '@/server/legal'

import { clientAddress } from '@/lib/http/clientAddress'
import { messageLocale } from './messageLocale'

/**
 * Where a consent came from, for its record: the client's address as the rate limits derive it,
 * the screen that showed the text, and the language it was shown in (the page's, Turkish unless
 * the request says otherwise, as the site's forms send it).
 */
export const consentSource = (
  request: Request,
  screen: string,
  locale?: Locale,
): ConsentSource => ({
  ip: clientAddress(request),
  screen,
  locale: locale ?? messageLocale(request, 'tr'),
})

/**
 * The same for a page that records a consent or withdrawal as it renders (the unsubscribe links
 * of older mails): the address from the page request's headers, the page's own language.
 */
export const pageConsentSource = async (screen: string, locale: Locale): Promise<ConsentSource> =>
  consentSource(new Request('http://page.invalid/', { headers: await headers() }), screen, locale)
