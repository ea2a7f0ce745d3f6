import 'server-only'

import type { ValidationError } from 'payload'

import { isMessageKey, type MessageKey } from '../i18n/translate'

/**
 * A Payload validation error's first field message when it is a catalogue key (a hook's), else
 * `fallback`: Payload's own sentences are in the admin panel's language, not the request's.
 */
export function fieldMessage(error: ValidationError, fallback: MessageKey): MessageKey {
  const message = error.data.errors[0]?.message ?? ''
  return isMessageKey(message) ? message : fallback
}
