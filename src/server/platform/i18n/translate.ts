import 'server-only'

import { createTranslator } from 'next-intl'

import { messages, type Messages } from '@/i18n/messages'
import { TIME_ZONE, type Locale } from '@/i18n/locales'

type Translator = ReturnType<typeof createTranslator<Messages>>
/** A key of the message catalogues, e.g. `'Api.unexpected'`. */
export type MessageKey = Parameters<Translator>[0]
/** Values of a message; a Date is written as the message's ICU date format says, in Istanbul time. */
export type MessageValues = Record<string, string | number | Date>

// next-intl's core translator over the same catalogues the pages use: it needs no request scope,
// so route handlers, jobs and the integration tests share one translation path.
const translators: Record<Locale, Translator> = {
  tr: createTranslator({ locale: 'tr', messages: messages.tr, timeZone: TIME_ZONE }),
  en: createTranslator({ locale: 'en', messages: messages.en, timeZone: TIME_ZONE }),
}

/** The catalogue's text for `key` in `locale`. */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return translators[locale](key, values)
}

/**
 * Whether `text` is a catalogue key: a Payload validation error carries a hook's key or Payload's
 * own (already translated) sentence, and only the first can be answered in the request's language.
 */
export const isMessageKey = (text: string): text is MessageKey =>
  translators.en.has(text as MessageKey)
