import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { messages } from './messages'
import { routing } from './routing'
import { TIME_ZONE } from '@/i18n/locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, messages: messages[locale], timeZone: TIME_ZONE }
})
