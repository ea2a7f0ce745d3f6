import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../seed'
import { FIRST_REGISTER_CLOSED } from '../../collections/Users/endpoints/closedFirstRegister'
import { adminInputProblem, createAdmin } from '../../seed/firstAdmin'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const saved = { ...process.env }
const run = Date.now().toString(36)
const DEMO_EMAILS = ['artist@example.com', 'organizer@example.com', 'admin@example.com']

const usersWith = async (emails: string[]) =>
  (await payload.count({ collection: 'users', where: { email: { in: emails } } })).totalDocs
const postCount = async () => (await payload.count({ collection: 'posts' })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
})
afterEach(() => {
  process.env = { ...saved }
})
afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: `%-${run}@admin.example.com` } },
  })
})

describe('seeding with NODE_ENV=production', () => {
  it('creates no demo accounts or content, only the admin the environment names', async () => {
    const email = `first-${run}@admin.example.com`
    const [demoBefore, postsBefore] = [await usersWith(DEMO_EMAILS), await postCount()]
    Object.assign(process.env, {
      NODE_ENV: 'production',
      SEED_ADMIN_EMAIL: email,
      SEED_ADMIN_PASSWORD: 'Str0ngAdminPass',
    })
    await seed(payload)
    await seed(payload) // idempotent
    expect(await usersWith(DEMO_EMAILS)).toBe(demoBefore)
    expect(await postCount()).toBe(postsBefore)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(docs.map((u) => u.role)).toEqual(['admin'])
  })

  it('refuses a weak SEED_ADMIN_PASSWORD', async () => {
    const email = `weak-${run}@admin.example.com`
    Object.assign(process.env, {
      NODE_ENV: 'production',
      SEED_ADMIN_EMAIL: email,
      SEED_ADMIN_PASSWORD: 'admin123',
    })
    await expect(seed(payload)).rejects.toThrow(/password/)
    expect(await usersWith([email])).toBe(0)
  })
})

describe('create-admin', () => {
  it.each(['short1A', 'alllowercase1', 'ALLUPPER123', 'NoDigitsHere', 'Has space1A'])(
    'refuses the weak password %s',
    (password) => {
      expect(adminInputProblem({ email: 'a@b.co', password })).toMatch(/password/)
    },
  )

  it('creates an admin once and never overwrites an existing account', async () => {
    const input = { email: `made-${run}@admin.example.com`, password: 'Str0ngAdminPass' }
    const admin = await createAdmin(payload, input)
    expect(admin.role).toBe('admin')
    await expect(createAdmin(payload, { ...input, password: 'Other0Password' })).rejects.toThrow(
      /exists/,
    )
  })
})

describe("Payload's first-register endpoint", () => {
  it('stays closed: the REST API answers 403 with how to create the first admin', async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const { default: config } = await import('../../payload.config')
    const response = await REST_POST(config)(
      new Request('http://localhost/cms-api/users/first-register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `grab-${run}@admin.example.com`, password: 'Str0ngPass1' }),
      }),
      { params: Promise.resolve({ slug: ['users', 'first-register'] }) },
    )
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toBe(FIRST_REGISTER_CLOSED)
  })
})
