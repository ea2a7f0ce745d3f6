import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getBySlug } from '../../src/app/api/blogs/slug/[slug]/route'
import { GET as getComments } from '../../src/app/api/comments/blog/[blogId]/route'
import type { Post } from '../../src/payload-types'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPublicBlog, seedPublicBlog, type PublicBlog } from '../helpers/publicBlog'

type CommentNode = {
  _id: number
  author: { name: string | null }
  content: string
  replies: CommentNode[]
}

type Item = Record<string, unknown> & { _id: number; title: string }

let payload: Payload
let blog: PublicBlog
let festival: Post
let nights: Post
let draft: Post

beforeAll(async () => {
  payload = await getTestPayload()
  blog = await seedPublicBlog(payload)
  ;({ festival, nights, draft } = blog)
})

afterAll(() => cleanupPublicBlog(payload, blog))

describe('GET /api/blogs/slug/{slug}', () => {
  const bySlug = (slug: string, query = '') =>
    getBySlug(apiRequest(`/api/blogs/slug/${slug}${query}`), params({ slug }))

  it('answers the post with sanitised HTML and approved comments nested, no emails', async () => {
    const response = await bySlug(festival.slug!)
    expect(response.status).toBe(200)
    const raw = await response.text()
    expect(raw).not.toMatch(/@example\.com|authorEmail|searchText|<script|<img|javascript:/i)
    const body = JSON.parse(raw) as {
      success: boolean
      data: Item & { content: string; comments: CommentNode[] }
    }
    expect(body.success).toBe(true)
    expect(body.data).toMatchObject({
      _id: festival.id,
      title: "Müzik Festivali İstanbul'da",
      status: 'published',
      author: { fullname: 'artist' },
    })
    expect(body.data.content).toContain('<p>Güvenli metin</p>')
    expect(body.data.content).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(body.data.comments).toEqual([
      {
        _id: expect.any(Number),
        createdAt: expect.any(String),
        author: { name: 'Ayşe' },
        content: 'Ziyaretçi yorumu',
        replies: [
          {
            _id: expect.any(Number),
            createdAt: expect.any(String),
            author: { name: 'artist' },
            content: 'Üye yanıtı',
            replies: [],
          },
        ],
      },
    ])
  })

  it('answers in English with fallback per field', async () => {
    const en = (await readBody(await bySlug(festival.slug!, '?locale=en'))).data as Item
    expect(en.title).toBe('Music festival in Istanbul')
    const fallback = (await readBody(await bySlug(nights.slug!, '?locale=en'))).data as Item
    expect(fallback.title).toBe('İSTANBUL GECELERİ')
  })

  it('answers 404 JSON for an unknown slug and for a draft', async () => {
    for (const slug of ['no-such-post', draft.slug!]) {
      const response = await bySlug(slug)
      expect(response.status).toBe(404)
      expect(await readBody(response)).toEqual({ success: false, message: 'Blog post not found' })
    }
  })
})

describe('GET /api/comments/blog/{blogId}', () => {
  const commentsOf = (blogId: string) =>
    getComments(apiRequest(`/api/comments/blog/${blogId}`), params({ blogId }))

  it('lists approved comments with replies nested', async () => {
    const response = await commentsOf(String(festival.id))
    expect(response.status).toBe(200)
    const body = (await readBody(response)) as { success: boolean; data: CommentNode[] }
    expect(body.success).toBe(true)
    expect(body.data.map((c) => c.content)).toEqual(['Ziyaretçi yorumu'])
    expect(body.data[0].replies.map((c) => c.content)).toEqual(['Üye yanıtı'])
    expect(JSON.stringify(body)).not.toMatch(/@|Bekleyen|Görünmeyen/)
    const empty = (await readBody(await commentsOf(String(nights.id)))) as { data: unknown[] }
    expect(empty.data).toEqual([])
  })

  it('answers 404 JSON for unknown, malformed and unpublished posts', async () => {
    for (const id of ['999999999', 'abc', '1; DROP TABLE posts', '-1', String(draft.id)]) {
      const response = await commentsOf(id)
      expect(response.status, id).toBe(404)
      expect(await readBody(response)).toEqual({ success: false, message: 'Blog post not found' })
    }
  })
})
