import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as blogs from '../../src/app/api/blogs/route'
import { apiRequest, readBody } from '../helpers/api'
import {
  admin,
  cleanupBlogAdmin,
  create,
  form,
  getAdmin,
  REQUIRED,
  seedBlogAdmin,
  stored,
} from '../helpers/blogAdmin'

beforeAll(seedBlogAdmin)
afterAll(cleanupBlogAdmin)

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
    expect(tr.author).toBe(admin.users.admin.id)
    // Visitors see it at once.
    const publicRead = await admin.payload.find({
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
    const publicRead = await admin.payload.find({
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
      apiRequest('/api/blogs', {
        method: 'POST',
        rawBody: '{"title_en":',
        token: admin.tokens.admin,
      }),
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

describe('POST /api/blogs in Turkish', () => {
  it('answers the success and validation messages in the language asked for', async () => {
    const made = await create(form({ title_tr: 'Türkçe Yanıt' }), admin.tokens.admin, '?locale=tr')
    expect(made.status).toBe(201)
    expect(made.json.message).toBe('Blog yazısı başarıyla oluşturuldu!')
    const missing = await create(form({ title_en: '' }), admin.tokens.admin, '?locale=tr')
    expect(missing.json).toEqual({
      success: false,
      message: 'Lütfen tüm zorunlu alanları doldurun (Başlık EN/TR, Kategori, Durum).',
    })
    const badStatus = await create(form({ status: 'archived' }), admin.tokens.admin, '?locale=tr')
    expect(badStatus.json.message).toBe('Durum draft (taslak) ya da published (yayında) olmalıdır.')
    const english = await create(form({ status: 'archived' }))
    expect(english.json.message).toBe('Status must be draft or published.')
  })
})
