import { mutate } from 'swr'

import type { ApiKey } from './useApi'

const isApiKey = (key: unknown): key is ApiKey => Array.isArray(key) && typeof key[0] === 'string'

/**
 * Reads the cached answers of these API paths again (`/api/me/gigs` matches it with any query),
 * so every list showing them updates after a change.
 */
export function revalidateApi(...paths: string[]): Promise<unknown> {
  return mutate((key) => {
    if (!isApiKey(key)) return false
    const path = key[0].split('?')[0]
    return paths.includes(path)
  })
}
