import 'server-only'

import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'

import { fail, type Failure } from '../../platform'

const GOOGLE_LOGIN_FAILED = 'AuthApi.googleLoginFailed'
const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs'
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

export type GoogleIdentity = { sub: string; email: string; name?: string }

let keySet: JWTVerifyGetKey | undefined

/** Google's published keys (fetched and cached by jose); tests swap in a local key set. */
const googleKeySet = () => (keySet ??= createRemoteJWKSet(new URL(GOOGLE_CERTS_URL)))

/** For tests: verify against these keys instead of Google's; `undefined` restores Google's. */
export const overrideGoogleKeySet = (keys: JWTVerifyGetKey | undefined) => {
  keySet = keys
}

/**
 * Checks a Google ID token (signature, issuer, audience = our client id, expiry) and that Google
 * vouches for the email; any failure is unauthenticated, not saying which check failed.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  audience: string,
  keys: JWTVerifyGetKey = googleKeySet(),
): Promise<GoogleIdentity | Failure<'unauthenticated'>> {
  let claims
  try {
    ;({ payload: claims } = await jwtVerify(idToken, keys, {
      issuer: GOOGLE_ISSUERS,
      audience,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
    }))
  } catch (error) {
    // A JOSE error is a bad token; anything else (Google unreachable) is ours to log.
    if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout))
      return fail('unauthenticated', GOOGLE_LOGIN_FAILED)
    throw error
  }
  const { sub, email, email_verified: verified, name } = claims
  if (typeof sub !== 'string' || typeof email !== 'string' || !email)
    return fail('unauthenticated', GOOGLE_LOGIN_FAILED)
  if (verified !== true && verified !== 'true') return fail('unauthenticated', GOOGLE_LOGIN_FAILED)
  return { sub, email: email.toLowerCase(), name: typeof name === 'string' ? name : undefined }
}
