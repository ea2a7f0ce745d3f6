import 'server-only'

import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

const derive = promisify(pbkdf2)

/*
 * Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash):
 * PBKDF2-SHA256, 600,000 rounds, 32 bytes. It returns at once for an unknown email, so a wrong
 * password took 130-200 ms and an unknown address 12-20 ms: addresses could be told apart.
 */
const ROUNDS = 600_000
const KEY_LENGTH = 32

/**
 * After a refused login: when no account has this email, derives one throw-away hash, the work a
 * known account's password check costs, so both refusals take the same time.
 */
export async function spendUnknownAccountWork(
  payload: Payload,
  email: string,
  password: string,
): Promise<void> {
  // As the server: whether the account exists decides only how much work to spend, never the answer.
  const known = await payload.count({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    overrideAccess: true,
  })
  if (known.totalDocs > 0) return
  await derive(password, randomBytes(32), ROUNDS, KEY_LENGTH, 'sha256')
}
