import 'server-only'

import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataDir } from './dataDir'

const secretFile = () => path.join(dataDir(), 'payload-secret')

/**
 * PAYLOAD_SECRET from the environment. Outside production (or on the embedded database) a secret
 * is generated once and kept under `.data/`, so a newcomer configures nothing; in production a
 * missing secret stops the start-up.
 */
export function resolvePayloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim()
  if (fromEnv) return fromEnv
  if (process.env.NODE_ENV === 'production' && process.env.SAHNE_EMBEDDED_DB !== '1') {
    throw new Error(
      'PAYLOAD_SECRET is not set. It is required in production (with DATABASE_URL): set it to a long random string.',
    )
  }
  return readOrCreateLocalSecret()
}

function readOrCreateLocalSecret(): string {
  try {
    const stored = readFileSync(secretFile(), 'utf8').trim()
    if (stored) return stored
  } catch {
    // not generated yet
  }
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dataDir(), { recursive: true, mode: 0o755 })
  writeFileSync(secretFile(), secret, { mode: 0o600 })
  return secret
}
