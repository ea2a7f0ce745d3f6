import 'server-only'

import { randomBytes } from 'node:crypto'

import type { JWTVerifyGetKey } from 'jose'
import type { Payload, Where } from 'payload'

import type { User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform'
import { issueSessionToken } from './issueSessionToken'
import type { GoogleInput } from './schemas'
import { toSession, type Session } from './toSession'
import { verifyGoogleIdToken, type GoogleIdentity } from './verifyGoogleIdToken'
import type { Locale } from '../../../i18n/locales'

const GOOGLE_NOT_CONFIGURED = 'AuthApi.googleNotConfigured'
const GOOGLE_ACCOUNT_CONFLICT = 'AuthApi.googleAccountConflict'
const GOOGLE_LINK_REFUSED = 'AuthApi.googleLinkRefused'

/**
 * Signs in with a Google ID token: the account linked to Google's `sub`, else a new account with
 * the role asked for. An existing account with the same email is never linked automatically
 * (admins above all): the site does not verify emails, so whoever registered the address first
 * might not own it, and Google's word alone must not open someone's account. Its owner logs in
 * with the password instead (a conflict).
 */
export async function signInWithGoogle(
  payload: Payload,
  input: GoogleInput & { locale?: Locale },
  keys?: JWTVerifyGetKey,
): Promise<Session | Failure<'unavailable' | 'unauthenticated' | 'conflict'>> {
  const clientId = process.env.GOOGLE_CLIENT_ID?.trim()
  if (!clientId) return fail('unavailable', GOOGLE_NOT_CONFIGURED)
  const identity = await verifyGoogleIdToken(input.token, clientId, keys)
  if (isFailure(identity)) return identity
  const linked = await findUser(payload, { googleSub: { equals: identity.sub } })
  if (linked) return toSession(await issueSessionToken(payload, linked), linked)
  const sameEmail = await findUser(payload, { email: { equals: identity.email } })
  if (sameEmail?.googleSub) return fail('conflict', GOOGLE_ACCOUNT_CONFLICT)
  if (sameEmail) return fail('conflict', GOOGLE_LINK_REFUSED)
  const user = await createUser(payload, identity, input.role ?? 'artist', input.locale)
  await linkGoogleAccount(payload, user, identity.sub)
  return toSession(await issueSessionToken(payload, user), user)
}

// A visitor may read no user, and googleSub is admin-only: the lookup runs as the server, on an
// identity Google has just vouched for.
async function findUser(payload: Payload, where: Where): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function createUser(
  payload: Payload,
  identity: GoogleIdentity,
  role: User['role'],
  locale: Locale = 'tr',
) {
  return payload.create({
    collection: 'users',
    data: {
      email: identity.email,
      fullname: (identity.name?.trim() || identity.email.split('@')[0]).slice(0, 120),
      // Never shown or used: the account signs in through Google until its owner resets it.
      // Hex plus 'Aa' so it meets the password rule every stored password must meet.
      password: `${randomBytes(32).toString('hex')}Aa`,
      role,
      locale,
    },
    overrideAccess: false,
  })
}

async function linkGoogleAccount(payload: Payload, user: User, sub: string) {
  // googleSub is writable by admins only so no one can claim another's Google identity; this
  // write stores the `sub` of a token verified above, so it runs with full access.
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { googleSub: sub },
    overrideAccess: true,
  })
  user.googleSub = sub
}
