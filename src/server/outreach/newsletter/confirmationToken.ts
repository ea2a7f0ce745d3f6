import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000

/** Only the hash is stored: a leaked table confirms no one's address. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A random confirmation token for the mail, its hash for the database, and when it expires. */
export function newConfirmationToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    hash: hashToken(token),
    expiresAt: new Date(now + CONFIRMATION_VALID_MS).toISOString(),
  }
}
