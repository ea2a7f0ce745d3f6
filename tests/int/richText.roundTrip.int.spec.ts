import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as adminById from '../../src/app/api/blogs/admin/[id]/route'
import type { Media, Post } from '../../src/payload-types'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts } from '../helpers/posts'
import { panelDocument, shapeOf } from '../helpers/lexicalDocs'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)

let payload: Payload
let users: TestUsers
let token: string
let image: Media
const posts: Post[] = []

const adminGet = async (id: number) => {
  const response = await adminById.GET(
    apiRequest(`/api/blogs/admin/${id}`, { token }),
    params({ id: String(id) }),
  )
  return (await readBody(response)).data as Record<string, unknown>
}

const adminPut = async (id: number, body: Record<string, unknown>) => {
  const response = await adminById.PUT(
    apiRequest(`/api/blogs/admin/${id}`, { method: 'PUT', body, token }),
    params({ id: String(id) }),
  )
  return { status: response.status, json: await readBody(response) }
}

const storedContent = async (id: number, locale: 'tr' | 'en') =>
  (
    await payload.findByID({
      collection: 'posts',
      id,
      locale,
      fallbackLocale: false,
      draft: true,
      depth: 0,
    })
  ).content

/** A post as an editor would write it in the panel: content in both languages. */
async function panelPost() {
  const post = await payload.create({
    collection: 'posts',
    locale: 'tr',
    data: {
      title: 'Panelden yazı',
      category: 'music-events',
      _status: 'published',
      content: panelDocument(image.id) as Post['content'],
    },
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'en',
    data: { title: 'Written in the panel', content: panelDocument(image.id) as Post['content'] },
  })
  posts.push(post)
  return post.id
}

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  token = (
    await payload.login({
      collection: 'users',
      data: { email: users.admin.email, password: 'Passw0rdTest' },
    })
  ).token!
  const png = await sharp({
    // Larger than the 'card' size, so Payload writes that resized file too.
    create: { width: 800, height: 450, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer()
  image = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: 'A red stage light' },
    file: {
      data: png,
      mimetype: 'image/png',
      name: `round-trip-${Date.now()}.png`,
      size: png.length,
    },
  })
})

afterAll(async () => {
  await cleanupPosts(payload, posts)
  await payload.delete({ collection: 'media', id: image.id })
  await cleanupUsers(payload, users)
})

describe('a panel post edited as HTML on the admin form', () => {
  it('shows every element the admin HTML supports', async () => {
    const post = await adminGet(await panelPost())
    const html = post.content_en as string
    for (const tag of [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'strong',
      'em',
      'u',
      's',
      'blockquote',
      'ol',
    ])
      expect(html, tag).toContain(`<${tag}>`)
    expect(html).toMatch(/<ul>\s*<li>One<\/li>\s*<li>\s*<ul>\s*<li>Nested<\/li>/)
    expect(html).toContain(
      '<a href="https://example.com/tour" rel="noopener noreferrer" target="_blank">the tour</a>',
    )
    expect(html).toContain(`<img src="${image.url}" alt="A red stage light" />`)
  })

  it('stores the same document when that HTML is saved unchanged', async () => {
    const id = await panelPost()
    const before = await Promise.all([storedContent(id, 'tr'), storedContent(id, 'en')])
    const form = await adminGet(id)
    const { status } = await adminPut(id, form)
    expect(status).toBe(200)
    const after = await Promise.all([storedContent(id, 'tr'), storedContent(id, 'en')])
    expect(shapeOf(after[0])).toEqual(shapeOf(before[0]))
    expect(shapeOf(after[1])).toEqual(shapeOf(before[1]))
    // And the HTML read back is the HTML that was saved.
    expect((await adminGet(id)).content_tr).toBe(form.content_tr)
  })

  it('maps an image of a resized media file to its upload and lifts it out of a paragraph', async () => {
    const cardUrl = image.sizes?.card?.url
    expect(new URL(cardUrl ?? '', 'http://x').pathname).toMatch(/^\/api\/media\//)
    // HTML copied before files moved to /api/media names Payload's file route.
    const oldUrl = `/cms-api/media/file/${encodeURIComponent(image.sizes!.card!.filename!)}`
    for (const src of [cardUrl!, oldUrl]) {
      const id = await panelPost()
      const form = await adminGet(id)
      const { status } = await adminPut(id, {
        ...form,
        content_tr: `<p>Önce <img src="${src}" alt="x"> sonra</p>`,
      })
      expect(status, src).toBe(200)
      expect(shapeOf(await storedContent(id, 'tr'))).toEqual([
        { type: 'paragraph', children: [{ type: 'text', text: 'Önce', format: 0 }] },
        { type: 'upload', relationTo: 'media', value: image.id },
        { type: 'paragraph', children: [{ type: 'text', text: 'sonra', format: 0 }] },
      ])
    }
  })

  it('refuses an image outside the media library instead of dropping it', async () => {
    const id = await panelPost()
    const form = await adminGet(id)
    for (const src of [
      'https://images.example.com/gig.jpg',
      '/api/media/missing.png',
      '/cms-api/media/file/missing.png',
    ]) {
      const { status, json } = await adminPut(id, { ...form, content_en: `<img src="${src}">` })
      expect(status, src).toBe(400)
      expect(json.message).toBe(
        `The image ${src} is not in the media library. Upload it in the CMS (/cms) first, then use its address.`,
      )
    }
    expect((await adminGet(id)).content_en).toBe(form.content_en)
  })
})
