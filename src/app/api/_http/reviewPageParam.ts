import 'server-only'

import { ApiError } from './ApiError'

const MAX_PAGE = 10_000

/** `?page` of a reviews list: 1 when absent, 400 for anything but a whole number from 1. */
export function reviewPageParam(request: Request): number {
  const value = new URL(request.url).searchParams.get('page')
  if (value === null || value === '') return 1
  const page = /^\d{1,5}$/.test(value) ? Number(value) : NaN
  if (!(page >= 1 && page <= MAX_PAGE)) throw new ApiError(400, 'ReviewsApi.validation.page')
  return page
}
