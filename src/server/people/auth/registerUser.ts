import 'server-only'

import { ValidationError, type Payload } from 'payload'

import { recordConsent, type ConsentSource } from '../../legal'
import { fail, inTransaction, type Failure } from '../../platform'
import { logIn, type LoginFailure } from './logIn'
import type { RegisterInput } from './schemas'
import type { Session } from './toSession'
import type { Locale } from '../../../i18n/locales'

const EMAIL_TAKEN_MESSAGE = 'AuthApi.emailTaken'

const isEmailTaken = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')

/**
 * Public sign-up as artist or organizer, then a session for the new account. `locale` is the
 * language the visitor signed up in: the account's emails are written in it. The account notice
 * shown beside the form is recorded as accepted, and the digest opt-in when ticked, in the same
 * transaction as the account.
 */
export async function registerUser(
  payload: Payload,
  input: RegisterInput & { locale?: Locale },
  source: ConsentSource,
): Promise<Session | LoginFailure | Failure<'conflict'>> {
  try {
    await inTransaction(payload, null, async (req) => {
      const user = await payload.create({
        collection: 'users',
        data: input,
        // As the anonymous visitor: the collection's access rules decide, not this code.
        overrideAccess: false,
        req,
      })
      const whose = { user: user.id, email: user.email }
      await recordConsent(
        payload,
        whose,
        { kind: 'notice', purpose: 'account', action: 'given' },
        source,
        req,
      )
      if (input.digest)
        await recordConsent(
          payload,
          whose,
          { kind: 'marketing', purpose: 'digest', action: 'given' },
          source,
          req,
        )
    })
  } catch (error) {
    // The email is already valid here, so an email error is the unique index (emails are stored lower-cased).
    if (isEmailTaken(error)) return fail('conflict', EMAIL_TAKEN_MESSAGE, { field: 'email' })
    throw error
  }
  return logIn(payload, { email: input.email, password: input.password })
}
