import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * What Next's page handler works out once rather than on every request
 * (patches/next+16.4.6.patch):
 * - the route module of an app page (the compiled page runtime's `prepareImpl`) built its route
 *   utilities for every request: the page's route pattern, and a matcher compiled from each
 *   rewrite rule it tried, the list's and a post's rules among them. They depend only on the
 *   page and the build's rewrites, so the module now keeps them per page and rewrites;
 * - the route module put the page's manifests together for every request (each one already kept
 *   by its loader); it now does so once per page outside development;
 * - the server (`next-server.js`) and the page runtime each imported the ISR cache handler's module
 *   again for every request that reads the cache; both now keep that import.
 * Each check runs in a Node process of its own: the page runtime installs process-wide error
 * handlers that must not reach the test worker.
 */

const run = promisify(execFile)

/** Runs a CommonJS script in a child Node process from the project's root and parses its output. */
async function inChild<T>(script: string): Promise<T> {
  const { stdout } = await run(process.execPath, ['-e', script], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  return JSON.parse(stdout.trim().split('\n').pop()!) as T
}

const PAGE_HANDLER = `
require('next/dist/server/node-environment')
const { AppPageRouteModule } = require('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js')
// Rewrite rules like the build's, each counting how often its source is read (to compile it).
const reads = {}
const rule = (source, destination) => {
  const found = { destination }
  Object.defineProperty(found, 'source', {
    enumerable: true,
    get: () => ((reads[source] = (reads[source] || 0) + 1), source),
  })
  return found
}
const rewrites = {
  beforeFiles: [
    rule('/blog', '/tr/blog'),
    rule('/blog/:slug', '/tr/blog/:slug'),
  ],
  afterFiles: [],
  fallback: [],
}
const manifests = {
  routesManifest: { basePath: '', rewrites, caseSensitive: false },
  previewProps: { previewModeId: 'id', previewModeSigningKey: 'sign', previewModeEncryptionKey: 'key' },
  serverFilesManifest: { config: { experimental: {} } },
}
const pages = Object.create(AppPageRouteModule.prototype)
Object.assign(pages, {
  definition: { kind: 'APP_PAGE', page: '/[locale]/blog/page', pathname: '/[locale]/blog' },
  ensureInstrumentation: async () => ({ absoluteProjectDir: '/' }),
  loadManifests: () => manifests,
  getRouterServerContext: () => ({ nextConfig: { experimental: {} }, isWrappedByNextServer: true }),
  normalizeUrl: () => {},
})
;(async () => {
  const answers = []
  const readsAfter = []
  const ask = [
    ['/blog', '/[locale]/blog/page'],
    ['/blog/first-gig', '/[locale]/blog/[slug]/page'],
    ['/blog', '/[locale]/blog/page'],
    ['/blog/second-gig', '/[locale]/blog/[slug]/page'],
    ['/blog', '/[locale]/blog/page'],
  ]
  for (const [url, srcPage] of ask) {
    const req = { url, method: 'GET', headers: {} }
    const res = { statusCode: 200, setHeader() {}, getHeader() {} }
    const prepared = await pages.prepareImpl(req, res, { srcPage })
    answers.push({ url, params: prepared.params, resolvedPathname: prepared.resolvedPathname })
    readsAfter.push({ ...reads })
  }
  console.log(JSON.stringify({ readsAfter, answers }))
})()
`

describe("Next's page handler", () => {
  it('compiles each rewrite it tries once, and finds each page its own params', async () => {
    const { readsAfter, answers } = await inChild<{
      readsAfter: Array<Record<string, number>>
      answers: Array<{ url: string; params: Record<string, string>; resolvedPathname: string }>
    }>(PAGE_HANDLER)
    expect(answers).toEqual([
      { url: '/blog', params: { locale: 'tr' }, resolvedPathname: '/tr/blog' },
      {
        url: '/blog/first-gig',
        params: { locale: 'tr', slug: 'first-gig' },
        resolvedPathname: '/tr/blog/first-gig',
      },
      { url: '/blog', params: { locale: 'tr' }, resolvedPathname: '/tr/blog' },
      {
        url: '/blog/second-gig',
        params: { locale: 'tr', slug: 'second-gig' },
        resolvedPathname: '/tr/blog/second-gig',
      },
      { url: '/blog', params: { locale: 'tr' }, resolvedPathname: '/tr/blog' },
    ])
    // Each rule's source is read (to compile its matcher) by the first request of each page,
    // at most once per page, and not again by the requests after them.
    expect(readsAfter[1]).toEqual({ '/blog': 2, '/blog/:slug': 2 })
    expect(readsAfter[4]).toEqual(readsAfter[1])
  })
})

/** What three requests for the ISR cache saw: the build directory's reads, and their handlers. */
type ThreeRequests = { distDirReads: number; same: boolean; name: string }

/**
 * The end of a child's script: `ask` (an expression giving a request's incremental cache, with
 * `distDirReads` counted beside it) awaited for three requests in turn, and what they saw printed.
 */
const threeRequests = (ask: string) => `
  ;(async () => {
    const handlers = []
    for (let i = 0; i < 3; i++) {
      const cache = await ${ask}
      handlers.push(cache.CurCacheHandler ?? cache.cacheHandler?.constructor)
    }
    console.log(JSON.stringify({
      distDirReads,
      same: handlers.every((handler) => handler === handlers[0]),
      name: handlers[0]?.name,
    }))
  })()
`

/** A build directory with the manifests a page's route module reads (the rest may be missing). */
async function buildDir(root: string) {
  const dist = path.join(root, '.next')
  await mkdir(path.join(dist, 'server'), { recursive: true })
  const files: Record<string, unknown> = {
    'routes-manifest.json': {
      version: 3,
      basePath: '',
      caseSensitive: false,
      rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
      redirects: [],
      headers: [],
    },
    'prerender-manifest.json': { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [] },
    'server/preview-props.json': { previewModeId: 'id', previewModeSigningKey: 'sign' },
    'build-manifest.json': {
      pages: {},
      rootMainFiles: [],
      polyfillFiles: [],
      lowPriorityFiles: [],
    },
    'server/next-font-manifest.json': { app: {}, pages: {}, appUsingSizeAdjust: false },
    'required-server-files.json': { version: 1, config: { experimental: {} }, files: [] },
  }
  for (const [name, value] of Object.entries(files))
    await writeFile(path.join(dist, name), JSON.stringify(value))
  await writeFile(path.join(dist, 'BUILD_ID'), 'test-build')
}

describe("Next's page runtime, its manifests and its cache handler", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sahne-page-runtime-'))
    await buildDir(dir)
    await writeFile(path.join(dir, 'handler.mjs'), 'export default class Handler {}\n')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('puts a page’s manifests together once, each page its own, and again each time in development', async () => {
    const result = await inChild<Record<string, boolean | string>>(`
      require('next/dist/server/node-environment')
      const { AppPageRouteModule } = require('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js')
      const module_ = (isDev) => Object.assign(Object.create(AppPageRouteModule.prototype), {
        definition: { kind: 'APP_PAGE', page: '/[locale]/blog/page', pathname: '/[locale]/blog' },
        distDir: '.next',
        isDev,
      })
      const pages = module_(false)
      const list = pages.loadManifests('/[locale]/blog/page', ${JSON.stringify(dir)})
      const again = pages.loadManifests('/[locale]/blog/page', ${JSON.stringify(dir)})
      const post = pages.loadManifests('/[locale]/blog/[slug]/page', ${JSON.stringify(dir)})
      const dev = module_(true)
      const devFirst = dev.loadManifests('/[locale]/blog/page', ${JSON.stringify(dir)})
      const devAgain = dev.loadManifests('/[locale]/blog/page', ${JSON.stringify(dir)})
      console.log(JSON.stringify({
        buildId: list.buildId,
        sameForThePage: list === again,
        apartForAnother: post !== list,
        sameFiles: post.routesManifest === list.routesManifest,
        freshInDevelopment: devFirst !== devAgain,
      }))
    `)
    expect(result).toEqual({
      buildId: 'test-build',
      sameForThePage: true,
      apartForAnother: true,
      sameFiles: true,
      freshInDevelopment: true,
    })
  })

  it('imports the cache handler once, and hands the same handler to every request', async () => {
    const result = await inChild<ThreeRequests>(`
      require('next/dist/server/node-environment')
      const { AppPageRouteModule } = require('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js')
      let distDirReads = 0
      const pages = Object.create(AppPageRouteModule.prototype)
      Object.defineProperty(pages, 'distDir', { get: () => (distDirReads++, ${JSON.stringify(dir)}) })
      Object.assign(pages, { isDev: false, relativeProjectDir: '', loadCustomCacheHandlers: async () => {} })
      const nextConfig = { cacheHandler: 'handler.mjs', experimental: {}, cacheMaxMemorySize: 0 }
      const prerender = { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} }
      ${threeRequests('pages.getIncrementalCache({ headers: {} }, nextConfig, {}, prerender, false)')}
    `)
    expect(result.name).toBe('Handler')
    expect(result.same).toBe(true)
    // One read a request for its cache's directory, and one for the handler's path, by the first
    // request only.
    expect(result.distDirReads).toBe(3 + 1)
  })
})

describe("Next's server and its ISR cache handler", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sahne-cache-handler-'))
    await writeFile(path.join(dir, 'handler.mjs'), 'export default class Handler {}\n')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('imports the handler once, and hands the same handler to every request', async () => {
    const result = await inChild<ThreeRequests>(`
      const NextNodeServer = require('next/dist/server/next-server').default
      let distDirReads = 0
      const server = Object.create(NextNodeServer.prototype)
      Object.defineProperty(server, 'distDir', { get: () => (distDirReads++, ${JSON.stringify(dir)}) })
      Object.defineProperty(server, 'serverDistDir', { value: ${JSON.stringify(dir)} })
      Object.assign(server, {
        nextConfig: { cacheHandler: 'handler.mjs', experimental: {}, cacheMaxMemorySize: 0 },
        minimalMode: false,
        loadCustomCacheHandlers: async () => {},
        getCacheFilesystem: () => ({}),
        getPreviewProps: () => ({}),
        getPrerenderManifest: () => ({ routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} }),
      })
      ${threeRequests('server.getIncrementalCache({ requestHeaders: {} })')}
    `)
    expect(result.name).toBe('Handler')
    expect(result.same).toBe(true)
    // The handler's path is worked out (from the build's directory) for the first request only.
    expect(result.distDirReads).toBe(1)
  })
})
