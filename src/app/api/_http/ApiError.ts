import 'server-only'

import type { MessageKey, MessageValues } from '@/server/platform'

/**
 * An error with the HTTP status and the message the client is shown: a catalogue key
 * (`'Api.unexpected'`), translated into the request's language by `apiRoute`, with `values` for
 * its placeholders.
 */
export class ApiError extends Error {
  declare readonly message: MessageKey

  constructor(
    readonly status: number,
    message: MessageKey,
    readonly extra: Record<string, unknown> = {},
    readonly values?: MessageValues,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
