import 'server-only'

import { jwtVerify } from 'jose'
import { executeAuthStrategies, type Payload } from 'payload'

import type { User } from '../../../payload-types'
import { ApiError } from './ApiError'

/**
 * The user of a request, from its `Authorization: Bearer <token>` header only: the spec's API is
 * token-based, so cookies (and with them cross-site request forgery) play no part. Payload's auth
 * strategies run as `payload.auth` runs them (the token's signature, the account, its session),
 * without the permissions `payload.auth` then works out for every collection and field: no route
 * reads them, and they were a fifth of a granted ticket hold's CPU.
 */
export async function requestUser(payload: Payload, request: Request): Promise<User | null> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith('Bearer ')) return null
  const { user } = await executeAuthStrategies({
    headers: new Headers({ authorization }),
    payload,
    canSetHeaders: false,
  })
  return user && user.collection === 'users' ? (user as User) : null
}

/** The request's user, or 401 when the token is missing, tampered with or expired. */
export async function requireUser(payload: Payload, request: Request): Promise<User> {
  const user = await requestUser(payload, request)
  if (!user) throw new ApiError(401, 'AuthApi.authRequired')
  return user
}

/**
 * 401 unless the request carries a token this site signed that has not expired, checked without
 * reading the account: enough before answering a signed-in caller what anyone may read (a sold-out
 * show's refusal), never to act as them (a signed-out session's token still passes here; every
 * write reads the account, requireUser).
 */
export async function requireSignedToken(payload: Payload, request: Request): Promise<void> {
  const authorization = request.headers.get('authorization')
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : ''
  const signed = await jwtVerify(token, new TextEncoder().encode(payload.secret)).then(
    () => true,
    () => false,
  )
  if (!signed) throw new ApiError(401, 'AuthApi.authRequired')
}

/** 401 without a valid token, 403 for anyone but an admin. */
export async function requireAdmin(payload: Payload, request: Request): Promise<User> {
  const user = await requireUser(payload, request)
  if (user.role !== 'admin') throw new ApiError(403, 'AuthApi.forbidden')
  return user
}
