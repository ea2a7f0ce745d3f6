import 'server-only'

import { z } from 'zod'

import { PASSWORD_PATTERN } from '../../../../lib/auth/passwordRule'
import { INVALID_EMAIL_MESSAGE, PASSWORD_RULE_MESSAGE } from '../schemas'
import { EMAIL_MAX } from '../../../../lib/limits'

const body = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape, { error: 'AuthApi.invalidBody' })

/** `POST /api/auth/forgot-password {email}`. */
export const forgotPasswordSchema = body({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }).max(EMAIL_MAX, INVALID_EMAIL_MESSAGE))
    .transform((email) => email.toLowerCase()),
})

/** `POST /api/auth/reset-password {token, password}`: the new password follows section 5's rule. */
export const resetPasswordSchema = body({
  token: z
    .string({ error: 'PasswordReset.invalidLink' })
    .trim()
    .min(1, 'PasswordReset.invalidLink'),
  password: z
    .string({ error: PASSWORD_RULE_MESSAGE })
    .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
