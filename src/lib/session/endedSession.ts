import { TOKEN_KEY, USER_KEY } from './sessionUser'

/** Fired on `window` when the API refused the stored token: every part of the page signs out. */
export const SESSION_ENDED_EVENT = 'sahne:session-ended'

/** Set until the visitor signs in again, so the sign-in page says why they are there. */
const NOTE_KEY = 'sessionEnded'

/**
 * The API answered that the stored token is no longer good (expired, revoked, its account
 * deleted): forget it here as a sign-out would, and leave a note for the sign-in page.
 */
export function endStoredSession(): void {
  if (!localStorage.getItem(TOKEN_KEY)) return
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(USER_KEY)
  sessionStorage.setItem(NOTE_KEY, '1')
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT))
}

/** Whether the last session ended on its own, not by signing out. */
export const sessionEndedNote = () => sessionStorage.getItem(NOTE_KEY) === '1'

/** A new session started: the note has done its work. */
export const clearSessionEndedNote = () => sessionStorage.removeItem(NOTE_KEY)

/** A 401 that says the bearer token itself was refused (RFC 6750's `invalid_token`). */
export const refusedToken = (response: Pick<Response, 'status' | 'headers'>) =>
  response.status === 401 && /invalid_token/.test(response.headers.get('www-authenticate') ?? '')
