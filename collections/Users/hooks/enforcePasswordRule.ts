import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { MAX_PASSWORD_LENGTH, isStrongPassword } from '../../../src/lib/auth/passwordRule'
import { translate } from '../../../src/server/platform'

const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword'])

/**
 * SPEC section 5's password rule on every path that sets a password: sign-up, the panel and
 * `/cms-api/users` (create, update, first-register) and reset-password. A before-operation hook
 * because reset-password hashes the new password before any other hook sees it.
 */
export const enforcePasswordRule: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!SETS_PASSWORD.has(operation)) return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined) return args
  if (
    typeof password === 'string' &&
    password.length <= MAX_PASSWORD_LENGTH &&
    isStrongPassword(password)
  )
    return args
  const locale = req.i18n?.language === 'tr' ? 'tr' : 'en'
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'password', message: translate(locale, 'AuthApi.passwordRule') }],
  })
}
