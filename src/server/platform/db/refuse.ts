import 'server-only'

import { APIError, type PayloadRequest } from 'payload'

import { translate, type MessageKey } from '../i18n/translate'
import { toLocale } from '@/i18n/locales'

/**
 * Stops a hook's operation with a 409 whose message is the catalogue's `key` in the request's
 * language (the panel's, else Turkish): the panel and the Local API show it as it is.
 */
export function refuse(req: PayloadRequest, key: MessageKey): never {
  const locale = toLocale(req.i18n?.language)
  throw new APIError(translate(locale, key), 409, undefined, true)
}
