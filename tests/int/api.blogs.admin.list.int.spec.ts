import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as adminById from '../../src/app/api/blogs/admin/[id]/route'
import * as blogById from '../../src/app/api/blogs/[id]/route'
import { apiRequest, params, readBody } from '../helpers/api'
import { admin, cleanupBlogAdmin, create, form, list, seedBlogAdmin } from '../helpers/blogAdmin'
import { createPost } from '../helpers/posts'

beforeAll(seedBlogAdmin)
afterAll(cleanupBlogAdmin)

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
    const post = await createPost(admin.payload, { title: 'Geçici', status: 'draft' })
    admin.created.push(post)
    await admin.payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Only English' },
    })
    // Empty the Turkish title directly: the API itself never allows it.
    await admin.payload.db.drizzle.execute(
      `update _posts_v_locales set version_title = null where _locale = 'tr' and _parent_id in (select id from _posts_v where parent_id = ${post.id})`,
    )
    const items = (await list('?limit=50')).json.data as { _id: number; title: string }[]
    expect(items.find((item) => item._id === post.id)?.title).toBe('Only English')
  })
})

describe('DELETE', () => {
  const addComment = (post: number) =>
    admin.payload.create({
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
      apiRequest(path.replace('{id}', String(id)), { method: 'DELETE', token: admin.tokens.admin }),
      params({ id: String(id) }),
    )
    expect(response.status).toBe(200)
    expect(await readBody(response)).toMatchObject({
      success: true,
      message: 'Blog post deleted successfully!',
    })
    expect(
      (await admin.payload.count({ collection: 'posts', where: { id: { equals: id } } })).totalDocs,
    ).toBe(0)
    expect(
      (await admin.payload.count({ collection: 'comments', where: { post: { equals: id } } }))
        .totalDocs,
    ).toBe(0)
    const again = await handler(
      apiRequest(path.replace('{id}', String(id)), { method: 'DELETE', token: admin.tokens.admin }),
      params({ id: String(id) }),
    )
    expect(again.status).toBe(404)
  })
})
