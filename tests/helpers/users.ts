import { expect } from 'vitest'

import type { Payload } from 'payload'

import type { User } from '../../src/payload-types'

export type TestUsers = { admin: User; artist: User; organizer: User; otherOrganizer: User }

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** One user per role, with unique emails, created with full access like an operator would. */
export async function seedUsers(payload: Payload): Promise<TestUsers> {
  const make = (role: User['role'], name: string) =>
    payload.create({
      collection: 'users',
      data: {
        email: `${name}-${unique()}@test.example.com`,
        password: 'Passw0rdTest',
        fullname: name,
        role,
      },
    })
  const [admin, artist, organizer, otherOrganizer] = await Promise.all([
    make('admin', 'admin'),
    make('artist', 'artist'),
    make('organizer', 'organizer'),
    make('organizer', 'other-organizer'),
  ])
  return { admin, artist, organizer, otherOrganizer }
}

export async function cleanupUsers(payload: Payload, users: TestUsers): Promise<void> {
  await payload.delete({
    collection: 'users',
    where: { id: { in: Object.values(users).map((u) => u.id) } },
  })
}

/** Local API calls act for a request's user: with access rules on, as every request does. */
export const as = (user: User | null) => ({ overrideAccess: false, user }) as const

/** Asserts a call was refused by access control (not failing for some other reason). */
export async function expectDenied(call: Promise<unknown>): Promise<void> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error, 'the call should have been refused').toBeTruthy()
  expect((error as Error).constructor.name).toMatch(/^(Forbidden|NotFound)$/)
}

/** Asserts a call failed validation on `path`, with `message` when given. */
export async function expectValidationError(
  call: Promise<unknown>,
  path: string,
  message?: string,
) {
  const error = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { name?: string; data?: { errors?: { path: string; message: string }[] } } | null
  expect(error?.name).toBe('ValidationError')
  const fieldError = error?.data?.errors?.find((e) => e.path === path)
  expect(fieldError, `a validation error on ${path}`).toBeTruthy()
  if (message) expect(fieldError?.message).toBe(message)
}
