import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  admin,
  cleanupBlogAdmin,
  create,
  form,
  getAdmin,
  put,
  REQUIRED,
  seedBlogAdmin,
  stored,
} from '../helpers/blogAdmin'

beforeAll(seedBlogAdmin)
afterAll(cleanupBlogAdmin)

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

  it('gives an uploaded cover as the absolute address of its file at /api/media', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const name = `cover-${Date.now()}.png`
    const cover = await admin.payload.create({
      collection: 'media',
      data: { alt: 'Kapak' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
    })
    try {
      const { data } = await create(form({ imageUrl: '' }))
      await admin.payload.update({
        collection: 'posts',
        id: data._id as number,
        data: { coverImage: cover.id },
      })
      const { json } = await getAdmin(data._id as number)
      const { imageUrl } = json.data as { imageUrl: string }
      expect(new URL(imageUrl).pathname).toBe(`/api/media/${encodeURIComponent(cover.filename!)}`)
    } finally {
      await admin.payload.delete({ collection: 'media', id: cover.id })
    }
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
    const publicRead = await admin.payload.find({
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

describe('GET /api/blogs/admin/{id} in Turkish', () => {
  it('answers not found in the language asked for', async () => {
    const { status, json } = await getAdmin(999999, admin.tokens.admin, '?locale=tr')
    expect(status).toBe(404)
    expect(json).toEqual({ success: false, message: 'Blog yazısı bulunamadı.' })
  })
})
