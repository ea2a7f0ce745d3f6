import { jwtSign } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as adminById from '../../src/app/api/blogs/admin/[id]/route'
import * as blogById from '../../src/app/api/blogs/[id]/route'
import { apiRequest, params } from '../helpers/api'
import {
  admin,
  cleanupBlogAdmin,
  create,
  form,
  getAdmin,
  list,
  put,
  seedBlogAdmin,
  stored,
} from '../helpers/blogAdmin'

beforeAll(seedBlogAdmin)
afterAll(cleanupBlogAdmin)

describe('who may call', () => {
  const tampered = () => `${admin.tokens.admin.slice(0, -4)}AAAA`

  /** The admin's own claims, re-signed with the app's secret to expire `seconds` from now. */
  const resigned = async (seconds: number) => {
    const claims = JSON.parse(Buffer.from(admin.tokens.admin.split('.')[1], 'base64url').toString())
    delete claims.iat
    delete claims.exp
    const { token } = await jwtSign({
      fieldsToSign: claims,
      secret: admin.payload.secret,
      tokenExpiration: seconds,
    })
    return token
  }

  it('answers 401 without a token or with a tampered one, 403 for artists and organizers', async () => {
    const { data } = await create(form())
    const id = data._id as number
    const before = await stored(id, 'tr')
    // Control: the same re-signing, unexpired, is accepted, so the expired case fails on expiry.
    expect((await list('', await resigned(3600))).status).toBe(200)
    for (const [token, expected] of [
      ['', 401],
      ['not-a-jwt', 401],
      [tampered(), 401],
      [await resigned(-3600), 401],
      [admin.tokens.artist, 403],
      [admin.tokens.organizer, 403],
    ] as const) {
      const label = `${expected} ${String(token).slice(0, 12)}`
      expect((await list('', token)).status, label).toBe(expected)
      expect((await getAdmin(id, token)).status, label).toBe(expected)
      const updated = await put(id, form({ title_tr: 'Ele geçirildi' }), token)
      expect(updated.status, label).toBe(expected)
      expect(updated.json.success).toBe(false)
      expect((await create(form({ title_tr: 'Sızma' }), token)).status, label).toBe(expected)
      for (const [path, handler] of [
        ['/api/blogs/admin/', adminById.DELETE],
        ['/api/blogs/', blogById.DELETE],
      ] as const) {
        const response = await handler(
          apiRequest(`${path}${id}`, { method: 'DELETE', token: token }),
          params({ id: String(id) }),
        )
        expect(response.status, label).toBe(expected)
      }
    }
    const after = await stored(id, 'tr')
    expect(after.title).toBe(before.title)
    expect(after.updatedAt).toBe(before.updatedAt)
    expect(
      (await admin.payload.count({ collection: 'posts', where: { title: { equals: 'Sızma' } } }))
        .totalDocs,
    ).toBe(0)
  })
})
