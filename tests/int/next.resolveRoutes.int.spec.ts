import type { IncomingMessage, ServerResponse } from 'node:http'

import { getResolveRoutes } from 'next/dist/server/lib/router-utils/resolve-routes'
import { describe, expect, it } from 'vitest'

/*
 * Next's router finds a request's page among the build's dynamic routes by matching each route's
 * pattern in turn (patches/next+16.4.6.patch, resolve-routes.js). The index of the first route
 * whose pattern matches a pathname is kept, so a pathname asked for again is not matched against
 * every earlier pattern again; the route found, its params and what follows it stay the same.
 */

type Params = Record<string, string>

/** A dynamic route like the build's: a pattern over the whole pathname, its calls counted. */
function dynamicRoute(page: string, pattern: RegExp, calls: string[]) {
  return {
    page,
    match: (pathname: string): Params | false => {
      calls.push(page)
      const found = pattern.exec(pathname)
      return found ? { ...found.groups } : false
    },
  }
}

function router(routes: ReturnType<typeof dynamicRoute>[], dev = false) {
  const fsChecker = {
    headers: [],
    onMatchHeaders: [],
    redirects: [],
    rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
    buildId: 'build',
    getDynamicRoutes: () => routes,
    handleLocale: (pathname: string) => ({ pathname }),
    getMiddlewareMatchers: () => undefined,
    // No file answers a pathname; a dynamic route's page is an app page.
    getItem: async (itemPath: string) =>
      routes.some((route) => route.page === itemPath)
        ? { type: 'appFile', itemPath, fsPath: `/app${itemPath}`, itemsRoot: '/app' }
        : null,
  }
  const config = { basePath: '', experimental: {}, useFileSystemPublicRoutes: true, i18n: null }
  const resolve = getResolveRoutes(
    fsChecker as never,
    config as never,
    () => '',
    { dev, minimalMode: false, dir: '/', port: 3000, hostname: 'localhost' } as never,
    {} as never,
    {} as never,
  )
  return (url: string) =>
    resolve({
      req: { url, headers: {}, socket: {} } as unknown as IncomingMessage,
      res: {} as ServerResponse,
      isUpgradeReq: false,
      signal: new AbortController().signal,
      invokedOutputs: new Set<string>(),
    })
}

function site() {
  const calls: string[] = []
  const routes = [
    dynamicRoute('/api/artists/[slug]', /^\/api\/artists\/(?<slug>[^/]+)$/, calls),
    dynamicRoute('/api/gigs/[id]', /^\/api\/gigs\/(?<id>[^/]+)$/, calls),
    dynamicRoute('/[locale]/blog', /^\/(?<locale>[^/]+)\/blog$/, calls),
    dynamicRoute('/[locale]/blog/[slug]', /^\/(?<locale>[^/]+)\/blog\/(?<slug>[^/]+)$/, calls),
  ]
  return { calls, routes }
}

describe("Next's router among the dynamic routes", () => {
  it('finds the same page and params again without matching the earlier routes again', async () => {
    const { calls, routes } = site()
    const resolve = router(routes)

    const first = await resolve('/tr/blog')
    expect(first.matchedOutput).toMatchObject({
      itemPath: '/[locale]/blog',
      params: { locale: 'tr' },
    })
    expect(calls).toContain('/api/artists/[slug]')

    calls.length = 0
    const again = await resolve('/tr/blog')
    expect(again.matchedOutput).toMatchObject({
      itemPath: '/[locale]/blog',
      params: { locale: 'tr' },
    })
    // The two API routes before it cannot match '/tr/blog': only the page's own pattern is matched.
    expect(calls.filter((page) => page.startsWith('/api/'))).toEqual([])
    expect(calls).toContain('/[locale]/blog')
  })

  it('keeps each pathname apart, a later route and a pathname no route matches included', async () => {
    const { calls, routes } = site()
    const resolve = router(routes)

    await resolve('/tr/blog')
    const post = await resolve('/en/blog/first-gig')
    expect(post.matchedOutput).toMatchObject({
      itemPath: '/[locale]/blog/[slug]',
      params: { locale: 'en', slug: 'first-gig' },
    })
    const gig = await resolve('/api/gigs/42')
    expect(gig.matchedOutput).toMatchObject({ itemPath: '/api/gigs/[id]', params: { id: '42' } })

    for (let round = 0; round < 2; round++) {
      calls.length = 0
      const none = await resolve('/tr/blog/a/b')
      expect(none.matchedOutput ?? null).toBeNull()
      // Matched against every route the first time; the second time, against none.
      expect(calls.length).toBe(round === 0 ? routes.length : 0)
    }
  })

  it('matches every route again in development, where the routes change as files do', async () => {
    const { calls, routes } = site()
    const resolve = router(routes, true)
    await resolve('/tr/blog')
    calls.length = 0
    await resolve('/tr/blog')
    expect(calls.slice(0, 2)).toEqual(['/api/artists/[slug]', '/api/gigs/[id]'])
  })
})
