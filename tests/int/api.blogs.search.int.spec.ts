import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as search } from '../../src/app/api/blogs/search/route'
import type { Post } from '../../src/payload-types'
import { apiRequest, readBody } from '../helpers/api'
import { listIds as ids, readList as list } from '../helpers/listBody'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPublicBlog,
  PAGE_TOKEN,
  seedPublicBlog,
  type PublicBlog,
} from '../helpers/publicBlog'

let payload: Payload
let blog: PublicBlog
let festival: Post
let nights: Post

const noContext = {} as never

beforeAll(async () => {
  payload = await getTestPayload()
  blog = await seedPublicBlog(payload)
  ;({ festival, nights } = blog)
})

afterAll(() => cleanupPublicBlog(payload, blog))

describe('GET /api/blogs/search', () => {
  const find = async (query: string, extra = '') => {
    const response = await search(
      apiRequest(`/api/blogs/search?query=${encodeURIComponent(query)}${extra}`),
      noContext,
    )
    expect(response.status).toBe(200)
    return ids(await list(response))
  }

  it('is case- and accent-insensitive the Turkish way', async () => {
    expect(await find('muzik')).toContain(festival.id)
    expect(await find('MÜZİK festivali')).toContain(festival.id)
    expect(await find('ISTANBUL')).toEqual(expect.arrayContaining([festival.id, nights.id]))
    expect(await find('istanbul geceleri')).toEqual([nights.id])
    expect(await find("istanbul'da")).toEqual([festival.id])
    expect(await find('güvenli metin')).toEqual([festival.id])
  })

  it('looks in the asked language and never finds drafts', async () => {
    expect(await find('summer festival', '&locale=en')).toEqual([festival.id])
    expect(await find('summer festival')).toEqual([])
    expect(await find('zqxtaslak')).toEqual([])
    // A draft is not counted either: the total, like the page, holds published posts only.
    const response = await search(apiRequest('/api/blogs/search?query=zqxtaslak'), noContext)
    expect((await list(response)).pagination).toMatchObject({ total: 0, pages: 0 })
  })

  it('treats SQL-looking input and LIKE wildcards as plain text', async () => {
    expect(await find("'; DROP TABLE posts; --")).toEqual([])
    expect(await find('%')).toEqual([])
    expect(await find('_')).toEqual([])
    expect(await find(`${PAGE_TOKEN}%`)).toHaveLength(9)
    const { totalDocs } = await payload.count({ collection: 'posts' })
    expect(totalDocs).toBeGreaterThanOrEqual(14)
  })

  it('rejects a blank query with 400', async () => {
    for (const url of ['/api/blogs/search?query=%20%20', '/api/blogs/search']) {
      const response = await search(apiRequest(url), noContext)
      expect(response.status).toBe(400)
      expect(await readBody(response)).toMatchObject({
        success: false,
        message: 'Search query is required.',
      })
    }
  })
})
