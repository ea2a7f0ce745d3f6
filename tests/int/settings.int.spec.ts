import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as settingsRoute from '../../src/app/api/me/settings/route'
import { getTestPayload } from '../helpers/payload'
import { call, cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'

let payload: Payload
let users: ProfileUsers

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
  process.env.RATE_LIMIT_PROFILE = '1000/60'
})
afterAll(() => cleanupProfileUsers(payload, users))

const storedLocale = async (id: number) =>
  (await payload.findByID({ collection: 'users', id, depth: 0 })).locale

describe('PUT /api/me/settings', () => {
  it("changes the language of the caller's mail, and only the caller's", async () => {
    const saved = await call(settingsRoute.PUT, '/api/me/settings?locale=tr', {
      method: 'PUT',
      token: users.fan.token,
      body: { locale: 'en' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ data: { locale: 'en' }, message: 'Ayarlarınız kaydedildi.' })
    expect(await storedLocale(users.fan.user.id)).toBe('en')
    expect(await storedLocale(users.artist.user.id)).toBe('tr')

    const read = await call(settingsRoute.GET, '/api/me/settings', { token: users.fan.token })
    expect(read.body.data).toMatchObject({ locale: 'en', city: null, digest: false })
    const { emailEvents } = read.body.data as { emailEvents: Record<string, boolean> }
    expect(Object.values(emailEvents)).not.toContain(false)
  })

  it('refuses a language it does not speak, in the request language', async () => {
    const refused = await call(settingsRoute.PUT, '/api/me/settings?locale=tr', {
      method: 'PUT',
      token: users.fan.token,
      body: { locale: 'de' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("Dil 'tr' ya da 'en' olmalıdır.")
  })

  it('needs a signed-in user', async () => {
    const anonymous = await call(settingsRoute.PUT, '/api/me/settings', {
      method: 'PUT',
      body: { locale: 'en' },
    })
    expect(anonymous.status).toBe(401)
  })
})
