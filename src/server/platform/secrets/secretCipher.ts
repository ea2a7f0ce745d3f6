import 'server-only'

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export type SecretCipher = {
  seal: (value: object) => string
  unseal: <T>(sealed: string) => T
}

/**
 * Field-level encryption of a secret (AES-256-GCM, a fresh IV per value): the database holds only
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The key comes from the environment variable `envKey`
 * (any string, hashed to 32 bytes), one per kind of secret; without it outside production the
 * fixed `developmentKey` is used, in production sealing and unsealing throw.
 */
export function secretCipher(envKey: string, developmentKey: string): SecretCipher {
  const key = (): Buffer => {
    const secret = process.env[envKey]
    if (!secret && process.env.NODE_ENV === 'production')
      throw new Error(`${envKey} must be set to store this secret`)
    return createHash('sha256')
      .update(secret || developmentKey)
      .digest()
  }
  return {
    seal(value) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key(), iv)
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))
      return ['v1', ...parts].join('.')
    },
    unseal<T>(sealed: string): T {
      const [version, iv, tag, body] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed value')
      const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ])
      return JSON.parse(text.toString('utf8')) as T
    },
  }
}
