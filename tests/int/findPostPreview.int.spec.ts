import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/payload-types'
import { findPostPreview } from '../../src/server/blog/posts/findPostPreview'
import { findPublishedPostBySlug } from '../../src/server/blog/posts/findPublishedPost'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
let draft: Post
let published: Post

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  draft = await createPost(payload, { title: 'Önizleme taslağı', status: 'draft' })
  published = await createPost(payload, { title: 'Önizleme yayını' })
  // A newer draft on top of the published version: the preview shows the draft's text.
  await payload.update({
    collection: 'posts',
    id: published.id,
    locale: 'tr',
    draft: true,
    data: { title: 'Önizleme yayını (yeni taslak)' },
  })
})

afterAll(async () => {
  await cleanupPosts(payload, [draft, published])
  await cleanupUsers(payload, users)
})

describe('findPostPreview', () => {
  it('shows an admin a draft, in the public post shape', async () => {
    const preview = await findPostPreview(payload, draft.slug!, 'tr', users.admin)
    expect(preview).toMatchObject({ _id: draft.id, title: 'Önizleme taslağı', status: 'draft' })
    expect(preview?.content).toContain('Kısa bir yazı.')
    expect(preview?.comments).toEqual([])
  })

  it('shows an admin the latest draft of a published post, which the public does not see', async () => {
    const preview = await findPostPreview(payload, published.slug!, 'tr', users.admin)
    expect(preview?.title).toBe('Önizleme yayını (yeni taslak)')
    const live = await findPublishedPostBySlug(payload, published.slug!, 'tr')
    expect(live?.title).toBe('Önizleme yayını')
    expect(Object.keys(preview!).sort()).toEqual(Object.keys(live!).sort())
  })

  it('keeps drafts from anyone but an admin', async () => {
    for (const user of [null, users.artist]) {
      expect(await findPostPreview(payload, draft.slug!, 'tr', user)).toBeNull()
      const preview = await findPostPreview(payload, published.slug!, 'tr', user)
      expect(preview).toMatchObject({ title: 'Önizleme yayını', status: 'published' })
    }
  })
})
