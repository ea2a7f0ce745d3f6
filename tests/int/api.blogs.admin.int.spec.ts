import { jwtSign, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as adminById from '../../src/app/api/blogs/admin/[id]/route'
import * as adminAll from '../../src/app/api/blogs/admin/all/route'
import * as blogById from '../../src/app/api/blogs/[id]/route'
import * as blogs from '../../src/app/api/blogs/route'
import type { Post, User } from '../../src/payload-types'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

const REQUIRED = 'Please fill in all required fields (Title EN/TR, Category, Status).'

let payload: Payload
let users: TestUsers
const tokens: Record<'admin' | 'artist' | 'organizer', string> = {
  admin: '',
  artist: '',
  organizer: '',
}
const created: Post[] = []

const login = async (user: User) => {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'Passw0rdTest' },
  })
  return token!
}

const form = (overrides: Record<string, unknown> = {}) => ({
  title_en: 'Home Recording Basics',
  title_tr: 'Ev Kaydının Temelleri',
  summary_en: 'Start recording at home.',
  summary_tr: 'Evde kayda başlayın.',
  content_en: '<p>English body</p>',
  content_tr: '<p>Türkçe gövde</p>',
  category: 'music-technology',
  imageUrl: 'https://images.example.com/cover.jpg',
  isFeatured: true,
  status: 'published',
  ...overrides,
})

/** POST /api/blogs as `token`; remembers created posts for cleanup. */
async function create(body: unknown, token = tokens.admin) {
  const response = await blogs.POST(
    apiRequest('/api/blogs', { method: 'POST', body, token }),
    undefined,
  )
  const json = await readBody(response)
  if (response.status === 201) created.push({ id: (json.data as { _id: number })._id } as Post)
  return { status: response.status, json, data: (json.data ?? json) as Record<string, unknown> }
}

const getAdmin = async (id: number | string, token = tokens.admin) => {
  const response = await adminById.GET(
    apiRequest(`/api/blogs/admin/${id}`, { token }),
    params({ id: String(id) }),
  )
  return { status: response.status, json: await readBody(response) }
}

const put = async (id: number | string, body: unknown, token = tokens.admin) => {
  const response = await adminById.PUT(
    apiRequest(`/api/blogs/admin/${id}`, { method: 'PUT', body, token }),
    params({ id: String(id) }),
  )
  return { status: response.status, json: await readBody(response) }
}

const list = async (query: string, token = tokens.admin) => {
  const response = await adminAll.GET(
    apiRequest(`/api/blogs/admin/all${query}`, { token }),
    undefined,
  )
  return { status: response.status, json: await readBody(response) }
}

const stored = (id: number, locale: 'tr' | 'en') =>
  payload.findByID({
    collection: 'posts',
    id,
    locale,
    fallbackLocale: false,
    draft: true,
    depth: 0,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  tokens.admin = await login(users.admin)
  tokens.artist = await login(users.artist)
  tokens.organizer = await login(users.organizer)
})

afterAll(async () => {
  await cleanupPosts(payload, created)
  await cleanupUsers(payload, users)
})

describe('POST /api/blogs', () => {
  it('creates a bilingual published post and answers the admin fields', async () => {
    const { status, json, data } = await create(form())
    expect(status).toBe(201)
    expect(json.success).toBe(true)
    expect(json.message).toBe('Blog post created successfully!')
    expect(data).toMatchObject({
      slug: 'ev-kaydinin-temelleri',
      title_en: 'Home Recording Basics',
      title_tr: 'Ev Kaydının Temelleri',
      summary_en: 'Start recording at home.',
      summary_tr: 'Evde kayda başlayın.',
      content_en: '<p>English body</p>',
      content_tr: '<p>Türkçe gövde</p>',
      category: 'music-technology',
      imageUrl: 'https://images.example.com/cover.jpg',
      isFeatured: true,
      status: 'published',
    })
    expect(data.publishedAt).toBeTruthy()

    const id = data._id as number
    const [tr, en] = await Promise.all([stored(id, 'tr'), stored(id, 'en')])
    expect(tr.title).toBe('Ev Kaydının Temelleri')
    expect(en.title).toBe('Home Recording Basics')
    expect(en.excerpt).toBe('Start recording at home.')
    expect(tr._status).toBe('published')
    expect(tr.author).toBe(users.admin.id)
    // Visitors see it at once.
    const publicRead = await payload.find({
      collection: 'posts',
      where: { id: { equals: id } },
      overrideAccess: false,
    })
    expect(publicRead.totalDocs).toBe(1)
  })

  it('creates a draft that visitors cannot see and that has no publishedAt', async () => {
    const { status, data } = await create(form({ title_tr: 'Taslak Yazı', status: 'draft' }))
    expect(status).toBe(201)
    expect(data.status).toBe('draft')
    expect(data.publishedAt).toBeNull()
    const publicRead = await payload.find({
      collection: 'posts',
      where: { id: { equals: data._id } },
      overrideAccess: false,
    })
    expect(publicRead.totalDocs).toBe(0)
  })

  it.each([
    ['title_en', { title_en: '' }],
    ['title_tr', { title_tr: '   ' }],
    ['category', { category: undefined }],
    ['status', { status: null }],
  ])('answers 400 with the spec message when %s is missing', async (_field, overrides) => {
    const { status, json } = await create(form(overrides))
    expect(status).toBe(400)
    expect(json).toEqual({ success: false, message: REQUIRED })
  })

  it('rejects an unknown category, status or a non-http image URL', async () => {
    for (const overrides of [
      { category: 'jazz' },
      { status: 'archived' },
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: 'not a url' },
      { imageUrl: '//evil.example/x.png' },
    ]) {
      const { status, json } = await create(form(overrides))
      expect(status, JSON.stringify(overrides)).toBe(400)
      expect(json.success).toBe(false)
    }
  })

  it('accepts a path on this site as the image URL, as the seeded covers use', async () => {
    const { status, data } = await create(form({ imageUrl: '/images/covers/music-venues.svg' }))
    expect(status, JSON.stringify(data)).toBe(201)
    expect(data.imageUrl).toBe('/images/covers/music-venues.svg')
  })

  it('strips scripts and event handlers from the HTML', async () => {
    const { status, data } = await create(
      form({
        content_en: '<p>Safe<script>alert(1)</script></p><img onerror="alert(1)">',
        content_tr: '<p onclick="steal()">Güvenli <a href="javascript:alert(1)">bağlantı</a></p>',
      }),
    )
    expect(status, JSON.stringify(data)).toBe(201)
    const { json } = await getAdmin(data._id as number)
    const post = json.data as Record<string, string>
    for (const html of [post.content_en, post.content_tr]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i)
    }
    expect(post.content_en).toContain('Safe')
    expect(post.content_tr).toContain('Güvenli')
  })

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const malformed = await blogs.POST(
      apiRequest('/api/blogs', { method: 'POST', rawBody: '{"title_en":', token: tokens.admin }),
      undefined,
    )
    expect(malformed.status).toBe(400)
    const big = await create(form({ content_en: `<p>${'a'.repeat(110 * 1024)}</p>` }))
    expect(big.status).toBe(413)
  })

  it('answers 405 for other methods', async () => {
    const response = await blogs.GET()
    expect(response.status).toBe(405)
    expect((await readBody(response)).success).toBe(false)
  })
})

describe('GET /api/blogs/admin/{id}', () => {
  it('returns the rich HTML it was given', async () => {
    const html =
      '<h2>Başlık</h2><p>Bir <strong>kalın</strong> ve <em>eğik</em> <a href="https://example.com">bağlantı</a></p>' +
      '<ul><li>bir</li><li>iki</li></ul><ol><li>üç</li></ol><blockquote>alıntı</blockquote>'
    const { data } = await create(form({ content_tr: html, content_en: html }))
    const { status, json } = await getAdmin(data._id as number)
    expect(status).toBe(200)
    expect(json.success).toBe(true)
    const post = json.data as Record<string, unknown>
    expect(Object.keys(post).sort()).toEqual(
      [
        '_id',
        'slug',
        'title_en',
        'summary_en',
        'content_en',
        'title_tr',
        'summary_tr',
        'content_tr',
        'category',
        'imageUrl',
        'isFeatured',
        'status',
        'publishedAt',
        'updatedAt',
      ].sort(),
    )
    for (const tag of ['<h2', '<p', '<strong', '<em', '<a ', '<ul', '<li', '<ol', '<blockquote'])
      expect(post.content_tr, tag).toContain(tag)
    expect(post.content_tr).toContain('href="https://example.com"')
  })

  it('answers 404 with the spec message for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '1.5', '-3', '99999999999999']) {
      const { status, json } = await getAdmin(id)
      expect(status, id).toBe(404)
      expect(json).toEqual({ success: false, message: 'Blog post not found.' })
    }
  })
})

describe('PUT /api/blogs/admin/{id}', () => {
  it('updates both languages and the settings, and unpublishes with status draft', async () => {
    const { data } = await create(form())
    const id = data._id as number
    const { status, json } = await put(
      id,
      form({
        title_en: 'Updated title',
        title_tr: 'Güncel başlık',
        content_en: '<p>New English</p>',
        content_tr: '<p>Yeni Türkçe</p>',
        category: 'music-events',
        imageUrl: '',
        isFeatured: false,
        status: 'draft',
      }),
    )
    expect(status).toBe(200)
    expect(json.message).toBe('Blog post updated successfully!')
    expect(json.data).toMatchObject({
      _id: id,
      title_en: 'Updated title',
      title_tr: 'Güncel başlık',
      content_en: '<p>New English</p>',
      content_tr: '<p>Yeni Türkçe</p>',
      category: 'music-events',
      imageUrl: '',
      isFeatured: false,
      status: 'draft',
      slug: data.slug,
    })
    const [tr, en] = await Promise.all([stored(id, 'tr'), stored(id, 'en')])
    expect([tr.title, en.title]).toEqual(['Güncel başlık', 'Updated title'])
    const publicRead = await payload.find({
      collection: 'posts',
      where: { id: { equals: id } },
      overrideAccess: false,
    })
    expect(publicRead.totalDocs).toBe(0)

    const republished = await put(id, form({ status: 'published' }))
    expect((republished.json.data as { status: string }).status).toBe('published')
    expect((republished.json.data as { publishedAt: string }).publishedAt).toBe(data.publishedAt)
  })

  it('validates like create and answers 404 for an unknown post', async () => {
    const { data } = await create(form())
    const invalid = await put(data._id as number, form({ title_en: '' }))
    expect(invalid).toEqual({ status: 400, json: { success: false, message: REQUIRED } })
    const unknown = await put(999999, form())
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('Blog post not found.')
  })
})

describe('GET /api/blogs/admin/all', () => {
  it('lists drafts and published posts, newest edit first, 10 per page', async () => {
    for (let i = 0; i < 11; i++) await create(form({ title_tr: `Liste ${i}`, status: 'draft' }))
    const first = await list('')
    expect(first.status).toBe(200)
    const pagination = first.json.pagination as Record<string, number>
    expect(pagination.page).toBe(1)
    expect(pagination.limit).toBe(10)
    expect(pagination.total).toBeGreaterThanOrEqual(11)
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 10))
    const items = first.json.data as Record<string, unknown>[]
    expect(items).toHaveLength(10)
    expect(items[0]).toMatchObject({ title: 'Liste 10', status: 'draft' })
    expect(Object.keys(items[0])).toEqual(
      expect.arrayContaining(['_id', 'slug', 'title', 'status', 'publishedAt', 'updatedAt']),
    )
    const dates = items.map((item) => item.updatedAt as string)
    expect([...dates].sort().reverse()).toEqual(dates)

    const past = await list(`?page=${pagination.pages + 1}&limit=10`)
    expect(past.json.data).toEqual([])
    expect(past.json.pagination).toMatchObject({
      page: pagination.pages + 1,
      total: pagination.total,
    })
    const capped = await list('?limit=500')
    expect((capped.json.pagination as { limit: number }).limit).toBe(50)
  })

  it('falls back to the English title when the Turkish one is empty', async () => {
    const post = await createPost(payload, { title: 'Geçici', status: 'draft' })
    created.push(post)
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Only English' },
    })
    // Empty the Turkish title directly: the API itself never allows it.
    await payload.db.drizzle.execute(
      `update _posts_v_locales set version_title = null where _locale = 'tr' and _parent_id in (select id from _posts_v where parent_id = ${post.id})`,
    )
    const items = (await list('?limit=50')).json.data as { _id: number; title: string }[]
    expect(items.find((item) => item._id === post.id)?.title).toBe('Only English')
  })
})

describe('DELETE', () => {
  const addComment = (post: number) =>
    payload.create({
      collection: 'comments',
      data: {
        post,
        text: 'Harika yazı',
        authorName: 'Ziyaretçi',
        authorEmail: 'v@example.com',
        status: 'approved',
      },
    })

  it.each([
    ['/api/blogs/admin/{id}', adminById.DELETE],
    ['/api/blogs/{id}', blogById.DELETE],
  ])('%s removes the post and its comments', async (path, handler) => {
    const { data } = await create(form())
    const id = data._id as number
    await addComment(id)
    await addComment(id)
    const response = await handler(
      apiRequest(path.replace('{id}', String(id)), { method: 'DELETE', token: tokens.admin }),
      params({ id: String(id) }),
    )
    expect(response.status).toBe(200)
    expect(await readBody(response)).toMatchObject({
      success: true,
      message: 'Blog post deleted successfully!',
    })
    expect(
      (await payload.count({ collection: 'posts', where: { id: { equals: id } } })).totalDocs,
    ).toBe(0)
    expect(
      (await payload.count({ collection: 'comments', where: { post: { equals: id } } })).totalDocs,
    ).toBe(0)
    const again = await handler(
      apiRequest(path.replace('{id}', String(id)), { method: 'DELETE', token: tokens.admin }),
      params({ id: String(id) }),
    )
    expect(again.status).toBe(404)
  })
})

describe('who may call', () => {
  const tampered = () => `${tokens.admin.slice(0, -4)}AAAA`

  /** The admin's own claims, re-signed with the app's secret to expire `seconds` from now. */
  const resigned = async (seconds: number) => {
    const claims = JSON.parse(Buffer.from(tokens.admin.split('.')[1], 'base64url').toString())
    delete claims.iat
    delete claims.exp
    const { token } = await jwtSign({
      fieldsToSign: claims,
      secret: payload.secret,
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
      [tokens.artist, 403],
      [tokens.organizer, 403],
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
      (await payload.count({ collection: 'posts', where: { title: { equals: 'Sızma' } } }))
        .totalDocs,
    ).toBe(0)
  })
})
