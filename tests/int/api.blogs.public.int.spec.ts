import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getByCategory } from '../../src/app/api/blogs/category/[category]/route'
import { GET as getFeatured } from '../../src/app/api/blogs/featured/route'
import { GET as getPublished } from '../../src/app/api/blogs/published/route'
import { GET as search } from '../../src/app/api/blogs/search/route'
import { GET as getBySlug } from '../../src/app/api/blogs/slug/[slug]/route'
import { GET as getComments } from '../../src/app/api/comments/blog/[blogId]/route'
import type { Comment, Post } from '../../src/payload-types'
import { htmlToLexical } from '../../src/server/richText/htmlToLexical'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts } from '../helpers/posts'
import { as, cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

type Item = Record<string, unknown> & { _id: number; title: string }
type ListBody = {
  success: boolean
  message: string
  data: Item[]
  pagination: { page: number; limit: number; total: number; pages: number }
}
type CommentNode = {
  _id: number
  author: { name: string | null }
  content: string
  replies: CommentNode[]
}

let payload: Payload
let users: TestUsers
const posts: Post[] = []
let festival: Post // featured, both languages, hostile HTML, an author, comments
let nights: Post // Turkish only, upper-case title, no author
let draft: Post
const PAGE_TOKEN = 'zqxsayfa'

type Localized = { title: string; excerpt?: string; html?: string }
type PostSpec = {
  tr: Localized
  en?: Localized
  category?: Post['category']
  featured?: boolean
  status?: 'draft' | 'published'
  publishedAt?: string
  author?: number
  coverImageUrl?: string
}

async function makePost(spec: PostSpec): Promise<Post> {
  const status = spec.status ?? 'published'
  const localized = async (text: Localized) => ({
    title: text.title,
    excerpt: text.excerpt,
    content: await htmlToLexical(payload, text.html ?? `<p>${text.title}</p>`),
  })
  const post = await payload.create({
    collection: 'posts',
    locale: 'tr',
    draft: status === 'draft',
    data: {
      ...(await localized(spec.tr)),
      _status: status,
      category: spec.category ?? 'music-events',
      featured: spec.featured ?? false,
      publishedAt: spec.publishedAt,
      author: spec.author,
      coverImageUrl: spec.coverImageUrl,
    },
  })
  if (spec.en)
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      draft: status === 'draft',
      data: { ...(await localized(spec.en)), _status: status },
    })
  posts.push(post)
  return post
}

const list = async (response: Response) => {
  expect(response.headers.get('content-type')).toContain('application/json')
  return (await response.json()) as ListBody
}
/** Comment data as a client sends it: the collection decides the status. */
const commentInput = (data: Partial<Omit<Comment, 'id'>> & Pick<Comment, 'post' | 'text'>) =>
  data as Omit<Comment, 'id' | 'createdAt' | 'updatedAt'>
const ids = (body: ListBody) => body.data.map((item) => item._id)
const noContext = {} as never

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  festival = await makePost({
    tr: {
      title: "Müzik Festivali İstanbul'da",
      excerpt: 'Yaz festivalinin özeti.',
      // Lexical drops the script and refuses a bare <img>; markup typed as text must stay text.
      html:
        '<p>Güvenli metin</p><script>alert(1)</script>' +
        '<p><a href="javascript:alert(1)">tıkla</a> &lt;img src=x onerror=alert(1)&gt;</p>',
    },
    en: { title: 'Music festival in Istanbul', excerpt: 'A summer festival summary.' },
    featured: true,
    publishedAt: '2030-01-05T10:00:00.000Z',
    author: users.artist.id,
    coverImageUrl: '/images/covers/music-events.svg',
  })
  nights = await makePost({
    tr: { title: 'İSTANBUL GECELERİ', excerpt: 'Gece kulüpleri üzerine.' },
    category: 'music-venues',
    publishedAt: '2030-01-04T10:00:00.000Z',
  })
  draft = await makePost({
    tr: { title: 'Taslak Müzik İstanbul zqxtaslak' },
    status: 'draft',
    featured: true,
  })
  for (let n = 1; n <= 12; n++)
    await makePost({
      tr: { title: `Sayfa yazısı ${n} ${PAGE_TOKEN}` },
      category: 'musician-guides',
      publishedAt: new Date(Date.UTC(2029, 0, n)).toISOString(),
    })

  const visitor = await payload.create({
    collection: 'comments',
    data: {
      post: festival.id,
      text: 'Ziyaretçi yorumu',
      authorName: 'Ayşe',
      authorEmail: 'ayse@example.com',
      status: 'approved',
    },
  })
  await payload.create({
    collection: 'comments',
    data: commentInput({ post: festival.id, parentComment: visitor.id, text: 'Üye yanıtı' }),
    ...as(users.artist),
  })
  const pending = await payload.create({
    collection: 'comments',
    data: commentInput({
      post: festival.id,
      text: 'Bekleyen yorum',
      authorName: 'Mehmet',
      authorEmail: 'mehmet@example.com',
    }),
    ...as(null),
  })
  await payload.create({
    collection: 'comments',
    data: commentInput({ post: festival.id, parentComment: pending.id, text: 'Görünmeyen yanıt' }),
    ...as(users.organizer),
  })
})

afterAll(async () => {
  await cleanupPosts(payload, posts)
  await cleanupUsers(payload, users)
})

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
