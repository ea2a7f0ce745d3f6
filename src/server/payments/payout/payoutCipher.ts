import 'server-only'

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Field-level encryption of payout details (AES-256-GCM, a fresh IV per value): the database holds
 * only `v1.<iv>.<tag>.<ciphertext>` in base64url. The key comes from PAYOUT_ENCRYPTION_KEY (any
 * string, hashed to 32 bytes); without it outside production a fixed development key is used.
 */
function key(): Buffer {
  const secret = process.env.PAYOUT_ENCRYPTION_KEY
  if (!secret && process.env.NODE_ENV === 'production')
    throw new Error('PAYOUT_ENCRYPTION_KEY must be set to store payout details')
  return createHash('sha256')
    .update(secret || 'sahne-development-payout-key')
    .digest()
}

export function seal(value: object): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))
  return ['v1', ...parts].join('.')
}

export function unseal<T>(sealed: string): T {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed value')
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
  return JSON.parse(text.toString('utf8')) as T
}
