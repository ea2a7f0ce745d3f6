import 'server-only'

import { z } from 'zod'

import { MAX_PASSWORD_LENGTH, PASSWORD_PATTERN } from '../../../lib/auth/passwordRule'
import { SIGNUP_ROLES } from '../../../lib/roles'
import { EMAIL_MAX, NAME_MAX } from '../../../lib/limits'

// Catalogue keys (messages/*/authApi.json): readJson answers them in the request's language.
const REQUIRED_FIELDS_MESSAGE = 'AuthApi.requiredFields'
export const PASSWORD_RULE_MESSAGE = 'AuthApi.passwordRule'
export const INVALID_EMAIL_MESSAGE = 'AuthApi.invalidEmail'
const INVALID_ROLE_MESSAGE = 'AuthApi.invalidRole'
const INVALID_CREDENTIALS_KEY = 'AuthApi.invalidCredentials'

const required = (message: string) => z.string({ error: message }).trim().min(1, message)
const body = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape, { error: 'AuthApi.invalidBody' })

const signupRole = z.enum(SIGNUP_ROLES, { error: INVALID_ROLE_MESSAGE })

/**
 * Section 5: presence of all four fields is checked first, so a blank field always answers the
 * required-fields message; only then the email, password and role rules. Unknown keys are dropped.
 */
export const registerSchema = body({
  fullname: required(REQUIRED_FIELDS_MESSAGE),
  email: required(REQUIRED_FIELDS_MESSAGE),
  password: required(REQUIRED_FIELDS_MESSAGE),
  role: required(REQUIRED_FIELDS_MESSAGE),
  // The weekly digest's opt-in (Law 6563): off unless the box was ticked.
  digest: z.boolean({ error: 'AuthApi.invalidBody' }).optional().default(false),
}).pipe(
  z.object({
    fullname: z.string().max(NAME_MAX, 'AuthApi.fullnameTooLong'),
    email: z
      .email({ error: INVALID_EMAIL_MESSAGE })
      .max(EMAIL_MAX, INVALID_EMAIL_MESSAGE)
      .toLowerCase(),
    // Checked untrimmed: spaces are not letters or digits.
    password: z
      .string()
      .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE)
      .max(MAX_PASSWORD_LENGTH, PASSWORD_RULE_MESSAGE),
    role: signupRole,
    digest: z.boolean(),
  }),
)
export type RegisterInput = z.infer<typeof registerSchema>

const LOGIN_REQUIRED = 'AuthApi.loginRequired'

/**
 * Blank fields ask for both; a value that cannot be an email is invalid, with the email message, and
 * an oversized password cannot belong to anyone (registration caps it), so it is never hashed.
 */
export const loginSchema = body({
  email: required(LOGIN_REQUIRED),
  password: z.string({ error: LOGIN_REQUIRED }).min(1, LOGIN_REQUIRED),
}).pipe(
  z.object({
    email: z
      .email({ error: INVALID_EMAIL_MESSAGE })
      .max(EMAIL_MAX, INVALID_EMAIL_MESSAGE)
      .toLowerCase(),
    password: z.string().max(MAX_PASSWORD_LENGTH, INVALID_CREDENTIALS_KEY),
  }),
)
export type LoginInput = z.infer<typeof loginSchema>

/** The Google credential, and the role picked on the register page (artist when absent). */
export const googleSchema = body({
  token: required('AuthApi.googleTokenRequired'),
  role: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    signupRole.optional(),
  ),
})
export type GoogleInput = z.infer<typeof googleSchema>
