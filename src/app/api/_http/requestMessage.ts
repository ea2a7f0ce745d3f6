import 'server-only'

import { translate, type MessageKey, type MessageValues } from '@/server/platform'
import { messageLocale } from './messageLocale'

/** A catalogue message in the request's language (`?locale=` or `Accept-Language`), for answers. */
export const requestMessage = (request: Request, key: MessageKey, values?: MessageValues) =>
  translate(messageLocale(request), key, values)
