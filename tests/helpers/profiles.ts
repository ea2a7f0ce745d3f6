import type { Payload } from 'payload'

import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import type { User } from '../../src/payload-types'
import { apiRequest, readBody } from './api'

export type ProfileRole = 'artist' | 'artist2' | 'organizer' | 'organizer2' | 'fan' | 'admin'
export type ProfileUsers = Record<ProfileRole, { user: User; token: string }>

const ROLES: Record<ProfileRole, User['role']> = {
  artist: 'artist',
  artist2: 'artist',
  organizer: 'organizer',
  organizer2: 'organizer',
  fan: 'fan',
  admin: 'admin',
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** One account per role (two artists, two organizers), each with a session token. */
export async function seedProfileUsers(payload: Payload): Promise<ProfileUsers> {
  // One after another: creates started together in one synchronous pass share the pool watch's
  // mark of the first one's transaction (tests/helpers/poolWatch.ts), and the first's session
  // write after its commit, while a sibling's transaction was still open, read as an offence.
  const entries: Array<readonly [ProfileRole, ProfileUsers[ProfileRole]]> = []
  for (const name of Object.keys(ROLES) as ProfileRole[]) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `${name}-${unique()}@test.example.com`,
        password: 'Passw0rdTest',
        fullname: name,
        role: ROLES[name],
      },
    })
    entries.push([name, { user, token: await issueSessionToken(payload, user) }] as const)
  }
  return Object.fromEntries(entries) as ProfileUsers
}

/** Removes the accounts and everything they own (profiles, follows, photos). */
export async function cleanupProfileUsers(payload: Payload, users: ProfileUsers) {
  const ids = Object.values(users).map(({ user }) => user.id)
  await payload.delete({ collection: 'follows', where: { follower: { in: ids } } })
  await payload.delete({ collection: 'artists', where: { user: { in: ids } } })
  await payload.delete({ collection: 'venues', where: { user: { in: ids } } })
  await payload.delete({ collection: 'photos', where: { owner: { in: ids } } })
  await payload.delete({ collection: 'users', where: { id: { in: ids } } })
}

/** Calls a route handler and returns status and body. */
export async function call(
  handler: (request: Request, context: never) => Promise<Response>,
  path: string,
  init: Parameters<typeof apiRequest>[1] = {},
  context: unknown = undefined,
) {
  const response = await handler(apiRequest(path, init), context as never)
  return { status: response.status, body: await readBody(response) }
}
