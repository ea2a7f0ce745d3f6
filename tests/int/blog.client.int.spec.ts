import { describe, expect, it } from 'vitest'

import {
  blogListHref,
  blogListSearch,
  parseBlogListParams,
} from '../../src/components/blog/blogListParams'
import {
  addComment,
  countComments,
  type PublicComment,
} from '../../src/components/comments/commentTree'
import { validateComment } from '../../src/components/comments/validateComment'

describe('blog list parameters', () => {
  it('defaults to page 1 of every post', () => {
    expect(parseBlogListParams({})).toEqual({ page: 1, category: null, search: null })
  })

  it.each([['0'], ['-2'], ['abc'], ['1.5'], ['99999999999999999999']])(
    'treats page %s as page 1',
    (page) => {
      expect(parseBlogListParams({ page }).page).toBe(1)
    },
  )

  it('ignores an unknown category and a blank search', () => {
    expect(parseBlogListParams({ category: 'polka', search: '   ' })).toEqual({
      page: 1,
      category: null,
      search: null,
    })
  })

  it('lets a search win over a category', () => {
    expect(parseBlogListParams({ category: 'music-venues', search: ' vinyl ', page: '2' })).toEqual(
      { page: 2, category: null, search: 'vinyl' },
    )
  })

  it('reads a repeated parameter by its last value, as the locale rewrites do', () => {
    expect(parseBlogListParams({ search: ['davul', 'gitar'], page: ['3', '2'] })).toEqual({
      page: 2,
      category: null,
      search: 'gitar',
    })
  })

  it('builds links without defaults, so the first page is plain /blog', () => {
    expect(blogListHref({ page: 1 })).toEqual({ pathname: '/blog', query: {} })
    expect(blogListSearch({ category: 'music-venues', page: 2 })).toBe(
      '?category=music-venues&page=2',
    )
    expect(blogListSearch({ search: 'a b', category: 'music-venues' })).toBe('?search=a+b')
  })
})

describe('comment validation', () => {
  const empty = { name: '', email: '', text: '' }

  it('asks a visitor for name, email and comment', () => {
    expect(validateComment(empty, { visitor: true })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      text: 'textRequired',
    })
  })

  it('checks the email shape and the 3-character minimum', () => {
    const draft = { name: 'Ada', email: 'ada@example', text: ' ab ' }
    expect(validateComment(draft, { visitor: true })).toEqual({
      email: 'emailInvalid',
      text: 'textTooShort',
    })
  })

  it('asks a signed-in member for the comment only', () => {
    expect(validateComment({ ...empty, text: 'abc' }, { visitor: false })).toEqual({})
  })
})

describe('comment tree', () => {
  const node = (id: number, replies: PublicComment[] = []): PublicComment => ({
    _id: id,
    createdAt: '2025-01-01T00:00:00.000Z',
    author: { name: `n${id}` },
    content: `c${id}`,
    replies,
  })
  const leaf = (id: number) => node(id)

  it('adds a reply under its parent at any depth, and a new thread at the end', () => {
    const tree = [node(1, [node(2)]), node(3)]
    const withReply = addComment(tree, leaf(4), 2)
    expect(withReply[0].replies[0].replies.map((c) => c._id)).toEqual([4])
    expect(addComment(tree, leaf(5), null).map((c) => c._id)).toEqual([1, 3, 5])
    expect(countComments(withReply)).toBe(4)
    expect(tree[0].replies[0].replies).toEqual([])
  })
})
