import { resolveMessage, type MessageKey, type MessageValues } from '../i18n/translate'
import { messageLocale } from './messageLocale'

/** A catalogue message in the request's language (`?locale=` or `Accept-Language`), for answers. */
export const requestMessage = (request: Request, key: MessageKey, values?: MessageValues) =>
  resolveMessage(messageLocale(request), key, values)
