import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const COLLECTIONS = ['artists', 'venues', 'follows', 'photos'] as const
const BUILT_IN = new Set(['id', 'createdAt', 'updatedAt', 'filename', 'mimeType', 'filesize'])

describe('the panel’s market collections', () => {
  it.each(COLLECTIONS)('%s is labelled in Turkish and English', (slug) => {
    const { labels } = payload.collections[slug].config
    for (const label of [labels.singular, labels.plural])
      expect(label).toEqual({ tr: expect.any(String), en: expect.any(String) })
  })

  it.each(COLLECTIONS)(
    '%s lists only columns that exist, each labelled in both languages',
    (slug) => {
      const { admin, flattenedFields } = payload.collections[slug].config
      const fields = new Map(flattenedFields.map((field) => [field.name, field]))
      for (const column of admin.defaultColumns ?? []) {
        if (BUILT_IN.has(column)) continue
        const field = fields.get(column)
        expect(field, `${slug}.${column}`).toBeTruthy()
        expect((field as { label?: unknown }).label).toEqual({
          tr: expect.any(String),
          en: expect.any(String),
        })
      }
    },
  )

  it.each(COLLECTIONS)('%s can be listed by its default columns for an admin', async (slug) => {
    const admin = { collection: 'users' as const, role: 'admin' as const }
    const { defaultColumns = [] } = payload.collections[slug].config.admin
    const select = Object.fromEntries(defaultColumns.map((column) => [column, true]))
    await expect(
      payload.find({
        collection: slug,
        select,
        limit: 5,
        overrideAccess: false,
        user: admin as never,
      }),
    ).resolves.toMatchObject({ docs: expect.any(Array) })
  })
})
