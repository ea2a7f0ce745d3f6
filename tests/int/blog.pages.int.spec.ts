import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/payload-types'
import { listPublishedSlugs } from '../../src/server/blog/posts/listPublishedSlugs'
import { listRelatedPosts } from '../../src/server/blog/posts/listRelatedPosts'
import { htmlToLexical } from '../../src/server/blog/richText/htmlToLexical'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts } from '../helpers/posts'

let payload: Payload
const posts: Post[] = []

/** A Turkish post in music-venues, published in the far future so it sorts first. */
async function makePost(title: string, day: number, status: 'published' | 'draft' = 'published') {
  const post = await payload.create({
    collection: 'posts',
    locale: 'tr',
    draft: status === 'draft',
    data: {
      title,
      category: 'music-venues',
      _status: status,
      publishedAt: `2040-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
      content: await htmlToLexical(payload, `<p>${title}</p>`),
    },
  })
  posts.push(post)
  return post
}

let current: Post
let draft: Post

beforeAll(async () => {
  payload = await getTestPayload()
  current = await makePost('Sahne yazısı bir', 5)
  await makePost('Sahne yazısı iki', 4)
  await makePost('Sahne yazısı üç', 3)
  await makePost('Sahne yazısı dört', 2)
  await makePost('Sahne yazısı beş', 1)
  draft = await makePost('Sahne taslağı', 6, 'draft')
})

afterAll(async () => {
  await cleanupPosts(payload, posts)
})

describe('listRelatedPosts', () => {
  it('gives the three newest other posts of the category, never the post itself', async () => {
    const related = await listRelatedPosts(payload, {
      category: 'music-venues',
      excludeId: current.id,
      locale: 'tr',
    })
    expect(related.map((post) => post.title)).toEqual([
      'Sahne yazısı iki',
      'Sahne yazısı üç',
      'Sahne yazısı dört',
    ])
    expect(related.every((post) => post.category === 'music-venues')).toBe(true)
  })

  it('leaves drafts out', async () => {
    const related = await listRelatedPosts(payload, {
      category: 'music-venues',
      excludeId: current.id,
      locale: 'en',
    })
    expect(related.map((post) => post._id)).not.toContain(draft.id)
  })
})

describe('listPublishedSlugs', () => {
  it('lists published posts newest first and no drafts', async () => {
    const slugs = await listPublishedSlugs(payload, 3)
    expect(slugs).toEqual([current.slug, posts[1].slug, posts[2].slug])
    expect(await listPublishedSlugs(payload)).not.toContain(draft.slug)
  })
})
