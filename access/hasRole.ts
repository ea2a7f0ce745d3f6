import type { User } from '../src/payload-types'

export type Role = User['role']

type MaybeUser = { collection?: string; role?: string | null } | null | undefined

/** The one place a role is checked; only users of the `users` collection carry roles. */
export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(
    user &&
    (user.collection === undefined || user.collection === 'users') &&
    roles.includes(user.role as Role),
  )
