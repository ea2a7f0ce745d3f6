import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import proxy from '../../src/proxy'

const answer = (path: string) => proxy(new NextRequest(`http://localhost${path}`))
const rewrittenTo = (path: string) => answer(path).headers.get('x-middleware-rewrite')

describe('the proxy and paths whose escapes are not UTF-8', () => {
  it('sends an API path to the JSON 404, its query kept for the language', () => {
    expect(rewrittenTo('/api/artists/%ED%A0%80?locale=tr')).toBe(
      'http://localhost/api/undecodable-path?locale=tr',
    )
    expect(rewrittenTo('/api/gigs/%FF/applications')).toBe('http://localhost/api/undecodable-path')
  })

  it('redirects a page path to its valid spelling (bad bytes as U+FFFD), which the page 404s', () => {
    const artist = answer('/sanatcilar/%ED%A0%80')
    expect(artist.status).toBe(308)
    expect(artist.headers.get('location')).toBe(
      'http://localhost/sanatcilar/%EF%BF%BD%EF%BF%BD%EF%BF%BD',
    )
    expect(answer('/en/blog/a%C3b%C3%A7?x=1').headers.get('location')).toBe(
      'http://localhost/en/blog/a%EF%BF%BDb%C3%A7?x=1',
    )
  })

  it('lets decodable escapes and other paths through untouched', () => {
    expect(rewrittenTo('/blog/%C3%A7ay')).toBeNull()
    expect(rewrittenTo('/api/artists/%00')).toBeNull()
    expect(rewrittenTo('/hakkimizda')).toBeNull()
  })
})
