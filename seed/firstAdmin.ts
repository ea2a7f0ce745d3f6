import type { Payload } from 'payload'

import { isStrongPassword } from '../src/lib/auth/passwordRule'
import type { User } from '../src/payload-types'

export type AdminInput = { email: string; password: string; fullname?: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Why these credentials cannot make an admin, or null when they can (SPEC section 5's rule). */
export function adminInputProblem({ email, password }: AdminInput): string | null {
  if (!EMAIL.test(email.trim())) return `"${email}" is not an email address.`
  if (!isStrongPassword(password))
    return 'The password must be at least 8 letters and digits, with a lowercase letter, an uppercase letter and a digit.'
  return null
}

/** The admin SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD name, or null when they are not both set. */
export function adminFromEnv(): AdminInput | null {
  const email = process.env.SEED_ADMIN_EMAIL?.trim()
  const password = process.env.SEED_ADMIN_PASSWORD
  return email && password ? { email, password } : null
}

/**
 * Creates an admin account; refuses weak credentials and an email that already has an account
 * (so re-running never changes someone's password or role).
 */
export async function createAdmin(payload: Payload, input: AdminInput): Promise<User> {
  const problem = adminInputProblem(input)
  if (problem) throw new Error(problem)
  const email = input.email.trim().toLowerCase()
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
  })
  if (totalDocs > 0) throw new Error(`An account with ${email} exists already.`)
  return payload.create({
    collection: 'users',
    data: {
      email,
      password: input.password,
      fullname: input.fullname || 'Sahne Admin',
      role: 'admin',
    },
  })
}

/**
 * Production's first start on an empty database: no demo accounts or content, only the admin
 * the environment names (refused if weak). Without one the site runs with no admin until
 * `npm run create-admin`.
 */
export async function seedFirstAdmin(payload: Payload): Promise<void> {
  const input = adminFromEnv()
  if (!input) {
    payload.logger.warn(
      'Empty database and no SEED_ADMIN_EMAIL/SEED_ADMIN_PASSWORD: no admin yet. Run npm run create-admin.',
    )
    return
  }
  const email = input.email.trim().toLowerCase()
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
  })
  if (totalDocs > 0) return payload.logger.info(`The admin ${email} exists already.`)
  const admin = await createAdmin(payload, input)
  payload.logger.info(`Created the first admin, ${admin.email}.`)
}
