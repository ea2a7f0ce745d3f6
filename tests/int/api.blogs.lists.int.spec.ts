import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getByCategory } from '../../src/app/api/blogs/category/[category]/route'
import { GET as getFeatured } from '../../src/app/api/blogs/featured/route'
import { GET as getPublished } from '../../src/app/api/blogs/published/route'
import { GET as search } from '../../src/app/api/blogs/search/route'
import type { Post } from '../../src/payload-types'
import { apiRequest, params, readBody } from '../helpers/api'
import { listIds as ids, readList as list } from '../helpers/listBody'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPublicBlog,
  PAGE_TOKEN,
  seedPublicBlog,
  type PublicBlog,
} from '../helpers/publicBlog'
import { as } from '../helpers/users'

let payload: Payload
let blog: PublicBlog
let festival: Post
let nights: Post
let draft: Post

const noContext = {} as never

beforeAll(async () => {
  payload = await getTestPayload()
  blog = await seedPublicBlog(payload)
  ;({ festival, nights, draft } = blog)
})

afterAll(() => cleanupPublicBlog(payload, blog))

describe('GET /api/blogs/published', () => {
  it('lists published posts newest first in the spec shape, without drafts', async () => {
    const response = await getPublished(apiRequest('/api/blogs/published'), noContext)
    expect(response.status).toBe(200)
    const body = await list(response)
    const { totalDocs } = await payload.count({ collection: 'posts', ...as(null) })
    expect(body).toMatchObject({ success: true, message: expect.any(String) })
    expect(body.pagination).toEqual({
      page: 1,
      limit: 9,
      total: totalDocs,
      pages: Math.ceil(totalDocs / 9),
    })
    expect(ids(body).slice(0, 2)).toEqual([festival.id, nights.id])
    expect(ids(body)).not.toContain(draft.id)
    expect(body.data[0]).toEqual({
      _id: festival.id,
      slug: festival.slug,
      title: "Müzik Festivali İstanbul'da",
      excerpt: 'Yaz festivalinin özeti.',
      coverImage: '/images/covers/music-events.svg',
      category: 'music-events',
      readTime: 1,
      publishedAt: '2030-01-05T10:00:00.000Z',
      updatedAt: expect.any(String),
      author: { fullname: 'artist' },
      status: 'published',
    })
    expect(body.data[1].author).toEqual({ fullname: null })
  })

  it('pages through results, caps the limit at 50 and answers an empty page past the end', async () => {
    const page = (query: string) =>
      search(apiRequest(`/api/blogs/search?query=${PAGE_TOKEN}&${query}`), noContext).then(list)
    const third = await page('limit=5&page=3')
    expect(third.pagination).toEqual({ page: 3, limit: 5, total: 12, pages: 3 })
    expect(third.data.map((p) => p.title)).toEqual([
      `Sayfa yazısı 2 ${PAGE_TOKEN}`,
      `Sayfa yazısı 1 ${PAGE_TOKEN}`,
    ])
    const past = await page('limit=5&page=9')
    expect(past.data).toEqual([])
    expect(past.pagination).toEqual({ page: 9, limit: 5, total: 12, pages: 3 })
    const capped = await getPublished(apiRequest('/api/blogs/published?limit=500'), noContext)
    expect((await list(capped)).pagination.limit).toBe(50)
    const invalid = await page('limit=-4&page=abc')
    expect(invalid.pagination).toEqual({ page: 1, limit: 9, total: 12, pages: 2 })
    expect(invalid.data).toHaveLength(9)
  })

  it('answers in English with ?locale=en, falling back to Turkish for empty fields', async () => {
    const body = await list(
      await getPublished(apiRequest('/api/blogs/published?locale=en&limit=2'), noContext),
    )
    expect(body.data[0]).toMatchObject({
      title: 'Music festival in Istanbul',
      excerpt: 'A summer festival summary.',
    })
    expect(body.data[1]).toMatchObject({
      title: 'İSTANBUL GECELERİ',
      excerpt: 'Gece kulüpleri üzerine.',
    })
    const unknown = await list(
      await getPublished(apiRequest('/api/blogs/published?locale=de&limit=1'), noContext),
    )
    expect(unknown.data[0].title).toBe("Müzik Festivali İstanbul'da")
  })

  it('answers 405 JSON to other methods', async () => {
    const { POST } = await import('../../src/app/api/blogs/published/route')
    const response = await POST()
    expect(response.status).toBe(405)
    expect(await readBody(response)).toMatchObject({ success: false })
  })
})

describe('GET /api/blogs/category/{category}', () => {
  const byCategory = (category: string, query = '') =>
    getByCategory(apiRequest(`/api/blogs/category/${category}${query}`), params({ category }))

  it('lists only published posts of that category', async () => {
    const body = await list(await byCategory('music-venues'))
    expect(ids(body)).toContain(nights.id)
    expect(body.data.every((p) => p.category === 'music-venues')).toBe(true)
    const related = await list(await byCategory('musician-guides', '?limit=3'))
    expect(related.data).toHaveLength(3)
    expect(related.pagination).toMatchObject({ limit: 3, total: 12, pages: 4 })
  })

  it('rejects an unknown category with 400 and a clear message', async () => {
    const response = await byCategory('jazz')
    expect(response.status).toBe(400)
    const body = await readBody(response)
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/Unknown category.*musician-album/)
  })
})

describe('GET /api/blogs/featured', () => {
  it('lists featured published posts only, three by default', async () => {
    const body = await list(await getFeatured(apiRequest('/api/blogs/featured'), noContext))
    expect(body.pagination.limit).toBe(3)
    expect(body.data.length).toBeLessThanOrEqual(3)
    expect(ids(body)[0]).toBe(festival.id)
    expect(ids(body)).not.toContain(draft.id)
    const featured = await payload.find({
      collection: 'posts',
      where: { id: { in: ids(body) } },
      depth: 0,
    })
    expect(featured.docs.every((p) => p.featured)).toBe(true)
    const many = await list(
      await getFeatured(apiRequest('/api/blogs/featured?limit=99'), noContext),
    )
    expect(many.pagination.limit).toBe(50)
  })
})
