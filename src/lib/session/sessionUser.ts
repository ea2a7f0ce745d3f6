import type { Role } from '@/lib/roles'

/** The signed-in person as the browser keeps them (local storage key `user`). */
export type SessionUser = {
  _id?: number | string
  fullname: string
  email: string
  role: Role
}

/** Login answers carry `{ token, user }`; a stored record may be the user or `{ user }` around it. */
export type SessionData = { token: string; user: SessionUser }

export const TOKEN_KEY = 'token'
export const USER_KEY = 'user'

/** Reads a stored or received user, nested under `user` or not, `fullname` or `name`. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (record.user && typeof record.user === 'object') return toSessionUser(record.user)
  const fullname = record.fullname ?? record.name
  const { email, role } = record
  if (typeof email !== 'string' || typeof role !== 'string') return null
  return {
    _id: typeof record._id === 'number' || typeof record._id === 'string' ? record._id : undefined,
    fullname: typeof fullname === 'string' ? fullname : '',
    email,
    role: role as Role,
  }
}
