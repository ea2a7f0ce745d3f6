import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post } from '../../src/payload-types'
import { foldForSearch } from '../../src/lib/foldForSearch'
import { searchPosts } from '../../src/server/blog/search/searchPosts'
import { getTestPayload } from '../helpers/payload'
import { cleanupPosts, createPost } from '../helpers/posts'
import { as } from '../helpers/users'

let payload: Payload
const created: Post[] = []

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(() => cleanupPosts(payload, created))

const found = async (query: string, locale: 'tr' | 'en' = 'tr') =>
  (await searchPosts(payload, query, { page: 1, limit: 50, locale })).data.map((p) => p._id)

describe('foldForSearch', () => {
  it('folds Turkish letters, case and accents, and drops symbols', () => {
    expect(foldForSearch('MÜZİK Işığı ÇĞŞÖ')).toBe('muzik isigi cgso')
    expect(foldForSearch("Kadıköy'de café")).toBe('kadikoyde cafe')
    expect(foldForSearch("'; DROP TABLE posts; -- % _")).toBe('drop table posts')
    expect(foldForSearch(null)).toBe('')
  })
})

describe('the folded search text', () => {
  it('follows every save, per language, including partial updates and publishing', async () => {
    const post = await createPost(payload, { title: 'Gizli Şarkı zqxkatman', status: 'draft' })
    created.push(post)
    expect(await found('zqxkatman')).toEqual([])
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(await found('gizli sarki zqxkatman')).toEqual([post.id])
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Hidden Song zqxlayer' },
    })
    expect(await found('hidden song', 'en')).toEqual([post.id])
    expect(await found('zqxlayer')).toEqual([])
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'tr',
      data: { excerpt: 'Yepyeni özet' },
    })
    expect(await found('yepyeni ozet zqxkatman')).toEqual([post.id])
  })

  it('is never part of an answer', async () => {
    const post = await createPost(payload, { title: 'Görünmez alan' })
    created.push(post)
    expect(post.searchText).toBeUndefined()
    const read = await payload.findByID({ collection: 'posts', id: post.id, ...as(null) })
    expect(read).not.toHaveProperty('searchText')
  })
})
