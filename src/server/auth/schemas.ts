import { z } from 'zod'

import { PASSWORD_PATTERN } from '../../lib/auth/passwordRule'
import { SIGNUP_ROLES } from '../../lib/roles'

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.'
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long, with at least one uppercase letter, one lowercase letter, and one number.'
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'
export const INVALID_ROLE_MESSAGE = "Role must be 'artist', 'organizer' or 'fan'."

const required = (message: string) => z.string({ error: message }).trim().min(1, message)
const body = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape, { error: 'Invalid request body.' })

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
}).pipe(
  z.object({
    fullname: z.string().max(120, 'Full name must be at most 120 characters.'),
    email: z.email({ error: INVALID_EMAIL_MESSAGE }).max(254, INVALID_EMAIL_MESSAGE).toLowerCase(),
    // Checked untrimmed: spaces are not letters or digits.
    password: z.string().regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
    role: signupRole,
  }),
)
export type RegisterInput = z.infer<typeof registerSchema>

const LOGIN_REQUIRED = 'Please enter your email and password.'

export const loginSchema = body({
  email: required(LOGIN_REQUIRED).toLowerCase(),
  password: z.string({ error: LOGIN_REQUIRED }).min(1, LOGIN_REQUIRED),
})
export type LoginInput = z.infer<typeof loginSchema>

/** The Google credential, and the role picked on the register page (artist when absent). */
export const googleSchema = body({
  token: required('Google token is required.'),
  role: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    signupRole.optional(),
  ),
})
export type GoogleInput = z.infer<typeof googleSchema>
