import { createTranslator } from 'next-intl'

import { messages, type Messages } from '@/i18n/messages'
import type { MessageLocale } from '../http/messageLocale'
import { localizeMessage } from './turkishMessages'

type Translator = ReturnType<typeof createTranslator<Messages>>
/** A key of the message catalogues, e.g. `'Api.unexpected'`. */
export type MessageKey = Parameters<Translator>[0]
export type MessageValues = Record<string, string | number>

// next-intl's core translator over the same catalogues the pages use: it needs no request scope,
// so route handlers, jobs and the integration tests share one translation path.
const translators: Record<MessageLocale, Translator> = {
  tr: createTranslator({ locale: 'tr', messages: messages.tr }),
  en: createTranslator({ locale: 'en', messages: messages.en }),
}

/** The catalogue's text for `key` in `locale`. */
export function translate(locale: MessageLocale, key: MessageKey, values?: MessageValues): string {
  return translators[locale](key, values)
}

/**
 * A server message in `locale`: a catalogue key is translated; an English sentence not yet moved
 * into the catalogues goes through the legacy table until it is.
 */
export function resolveMessage(
  locale: MessageLocale,
  keyOrText: string,
  values?: MessageValues,
): string {
  const translator = translators[locale]
  if (translator.has(keyOrText as MessageKey)) return translator(keyOrText as MessageKey, values)
  return localizeMessage(keyOrText, locale)
}
