import type { MessageKey, MessageValues } from '../i18n/translate'

/**
 * An error with the HTTP status and the message the client is shown: a catalogue key
 * (`'Api.unexpected'`), translated into the request's language by `apiRoute`, with `values` for
 * its placeholders.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: MessageKey | (string & {}),
    readonly extra: Record<string, unknown> = {},
    readonly values?: MessageValues,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
