import 'server-only'

import { ApiError } from '../ApiError'

const NUMERIC_PARAMS = ['limit', 'page', 'depth']

/**
 * Payload hands `?limit=1e309` or a 20-digit `page` to the database as they are, which fails
 * there as a 500: a numeric list parameter must be an integer of at most a million (400).
 */
export function checkListParams(request: Request): void {
  const { searchParams } = new URL(request.url)
  for (const name of NUMERIC_PARAMS) {
    for (const value of searchParams.getAll(name)) {
      const number = Number(value)
      if (value.trim() === '' || Number.isNaN(number)) continue
      if (!Number.isSafeInteger(number) || Math.abs(number) > 1_000_000)
        throw new ApiError(400, 'AuthApi.invalidValue')
    }
  }
}
