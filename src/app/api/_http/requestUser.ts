import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { ApiError } from './ApiError'

/**
 * The user of a request, from its `Authorization: Bearer <token>` header only: the spec's API is
 * token-based, so cookies (and with them cross-site request forgery) play no part.
 */
export async function requestUser(payload: Payload, request: Request): Promise<User | null> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith('Bearer ')) return null
  const { user } = await payload.auth({ headers: new Headers({ authorization }) })
  return user && user.collection === 'users' ? (user as User) : null
}

/** The request's user, or 401 when the token is missing, tampered with or expired. */
export async function requireUser(payload: Payload, request: Request): Promise<User> {
  const user = await requestUser(payload, request)
  if (!user) throw new ApiError(401, 'AuthApi.authRequired')
  return user
}

/** 401 without a valid token, 403 for anyone but an admin. */
export async function requireAdmin(payload: Payload, request: Request): Promise<User> {
  const user = await requireUser(payload, request)
  if (user.role !== 'admin') throw new ApiError(403, 'AuthApi.forbidden')
  return user
}
