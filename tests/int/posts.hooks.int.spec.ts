import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/payload-types'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { htmlToLexical } from '../../src/server/blog/richText/htmlToLexical'

let payload: Payload
const created: Post[] = []
const track = (post: Post) => (created.push(post), post)

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(() => cleanupPosts(payload, created))

const words = (n: number) => Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ')

describe('slug building', () => {
  it('builds a Turkish-aware slug from the title when none is given', async () => {
    const post = track(
      await createPost(payload, {
        title: "İstanbul'da Şarkı Gecesi: Ağır Çekim Müzik Öğleden Sonra",
      }),
    )
    expect(post.slug).toBe('istanbulda-sarki-gecesi-agir-cekim-muzik-ogleden-sonra')
  })

  it('adds a suffix when the slug is taken and falls back to untitled-post', async () => {
    const first = track(await createPost(payload, { title: 'Çift Başlık' }))
    const second = track(await createPost(payload, { title: 'Çift Başlık' }))
    expect(first.slug).toBe('cift-baslik')
    expect(second.slug).toBe('cift-baslik-2')
    const symbols = track(await createPost(payload, { title: '!!! ??? ***' }))
    expect(symbols.slug).toMatch(/^untitled-post(-\d+)?$/)
  })

  it('normalises a given slug and keeps it when the title changes', async () => {
    const post = track(await createPost(payload, { title: 'Başlık', slug: 'Özel Adres  İçin' }))
    expect(post.slug).toBe('ozel-adres-icin')
    const renamed = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Yepyeni başlık' },
    })
    expect(renamed.slug).toBe('ozel-adres-icin')
  })
})

describe('read time and publishing', () => {
  it('computes minutes per language from the content', async () => {
    const post = track(
      await createPost(payload, { title: 'Uzun yazı', html: `<p>${words(450)}</p>` }),
    )
    expect(post.readTime).toBe(3)
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Short post', content: await htmlToLexical(payload, `<p>${words(50)}</p>`) },
    })
    const en = await payload.findByID({ collection: 'posts', id: post.id, locale: 'en' })
    const tr = await payload.findByID({ collection: 'posts', id: post.id, locale: 'tr' })
    expect(en.readTime).toBe(1)
    expect(tr.readTime).toBe(3)
  })

  it('starts as a draft and stamps publishedAt on first publish only', async () => {
    const post = track(await createPost(payload, { title: 'Taslak yazı', status: 'draft' }))
    expect(post._status).toBe('draft')
    expect(post.publishedAt ?? null).toBeNull()
    const published = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { _status: 'published' },
    })
    expect(published.publishedAt).toBeTruthy()
    const again = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Güncellendi', _status: 'published' },
    })
    expect(again.publishedAt).toBe(published.publishedAt)
    const versions = await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: post.id } },
    })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
  })
})
