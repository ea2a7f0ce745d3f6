import 'server-only'

import { success } from './responses'

/** A success answer made for one viewer: no cache, shared or the browser's, may keep it. */
export function privateSuccess<T>(data: T, message: string) {
  const response = success(data, message)
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
