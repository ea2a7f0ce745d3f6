import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { anyOf, withStartsOf } from '../../src/lib/http/routeSources'

/** The value of `x-rule` Next's config sets on `path` with these header rules, or null. */
async function ruleOn(sources: string[], path: string) {
  const response = await unstable_getResponseFromNextConfig({
    url: `http://localhost${path}`,
    nextConfig: {
      headers: async () =>
        sources.map((source) => ({ source, headers: [{ key: 'x-rule', value: ':id' }] })),
    },
  })
  return response.headers.get('x-rule')
}

const PATHS = [
  ...['/', '/giris', '/giris/', '/GIRIS', '/giris/x', '/girisx', '/en/login', '/en/login/x'],
  ...['/admin', '/admin/', '/admin/a', '/admin/a/b', '/adminx', '/en/admin/blog/edit/3'],
  ...['/gigler/7/duzenle', '/gigler/7', '/gigler//duzenle', '/en/gigs/7/edit', '/gigs/7/edit'],
  ...['/kapi/3', '/kapi', '/kapi/3/x', '/en/door/3', '/door/3', '/api/me', '/api/me/a/b'],
]

describe('one source for several route patterns matches what they match, and no more', () => {
  it('anyOf: literal, `:id` and `:path*` segments', async () => {
    const paths = ['/giris', '/en/login', '/admin/:path*', '/gigler/:id/duzenle', '/kapi/:id']
    const merged = anyOf(paths)
    for (const path of PATHS) {
      const separate = (await ruleOn(paths, path)) !== null
      expect((await ruleOn([merged], path)) !== null, path).toBe(separate)
    }
  })

  it('withStartsOf: the same tail after different starts', async () => {
    const paths = ['/kapi/:id', '/en/door/:id']
    const merged = withStartsOf(paths)!
    expect(merged).toBe('/(kapi|en/door)/:id')
    for (const path of PATHS) {
      expect(await ruleOn([merged], path), path).toBe(await ruleOn(paths, path))
    }
    expect(withStartsOf(['/', '/en'])).toBeNull()
    expect(withStartsOf(['/gigs/:id', '/gigs/:id/edit'])).toBeNull()
  })
})
