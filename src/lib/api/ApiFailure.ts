/**
 * A failed API call as a form or list shows it: the message (the server's, in the page's
 * language, else a catalogue message), the field it is about when the server named one, and the
 * HTTP status (0 when no answer came at all).
 */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiFailure'
  }
}
