import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerBeforeNext, routePattern } from '@/app/api/_http/beforeNext'
import { announcedPort } from '../helpers/announcedPort'

/*
 * scripts/before-next.cjs answers the routes the app registered before Next's router. Here a
 * plain Node server stands in for Next (it answers every request it gets "next"), with the
 * preload and the socket-address preload as an instance runs them, and registers one route the
 * way src/app/api/_http/beforeNext.ts does: its handler echoes what it was handed, and a path
 * parameter "boom" makes it throw.
 */
const SERVER = `
const routes = (globalThis[Symbol.for('sahne.beforeNext')] ??= new Map())
routes.set('POST /api/shows/[id]/tickets/hold', {
  method: 'POST',
  pattern: new RegExp(process.env.PATTERN),
  answer: async (request, params) => {
    if (params.id === 'boom') throw new Error('boom')
    const url = new URL(request.url)
    const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' })
    headers.append('Set-Cookie', 'a=1; Path=/')
    headers.append('Set-Cookie', 'b=2; Path=/')
    return new Response(
      JSON.stringify({
        params,
        method: request.method,
        path: url.pathname,
        query: url.search,
        forwarded: request.headers.get('x-forwarded-for'),
        language: request.headers.get('accept-language'),
        body: await request.text(),
      }),
      { status: 201, headers },
    )
  },
})
require('node:http').createServer((req, res) => {
  req.resume()
  req.on('end', () => res.end('next'))
}).listen(0, '127.0.0.1', function () {
  console.error('PORT ' + this.address().port)
})
`
const HOLD = '/api/shows/[id]/tickets/hold'
let child: ChildProcess
let base: string

beforeAll(async () => {
  const preloads = ['scripts/before-next.cjs', 'scripts/forward-socket-address.cjs']
  child = spawn(
    'node',
    [...preloads.flatMap((file) => ['--require', path.resolve(file)]), '-e', SERVER],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PATTERN: routePattern(HOLD).source },
    },
  )
  const port = await announcedPort(child)
  base = `http://127.0.0.1:${port}`
})
afterAll(() => {
  child.kill('SIGKILL')
})

describe('routes answered before Next', () => {
  it('hands a registered route the request as Next would, and sends its answer whole', async () => {
    const answer = await fetch(`${base}/api/shows/%31%32/tickets/hold?locale=tr`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'tr-TR' },
      body: JSON.stringify({ items: [{ typeId: 3, quantity: 2 }] }),
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(answer.headers.get('server-timing')).toMatch(/^app;desc="before-next";dur=[\d.]+$/)
    expect(await answer.json()).toEqual({
      params: { id: '12' },
      method: 'POST',
      path: '/api/shows/%31%32/tickets/hold',
      query: '?locale=tr',
      // The socket-address preload ran first: the handler sees the peer as Next's routes do.
      forwarded: '127.0.0.1',
      language: 'tr-TR',
      body: '{"items":[{"typeId":3,"quantity":2}]}',
    })
  })

  it('leaves every other request to Next', async () => {
    const others = [
      fetch(`${base}/api/shows/12/tickets/hold`), // another method
      fetch(`${base}/api/shows/12/tickets/hold/`, { method: 'POST' }), // Next redirects this
      fetch(`${base}/api/shows/12/tickets`, { method: 'POST' }),
      fetch(`${base}/api/shows/1/2/tickets/hold`, { method: 'POST' }),
      fetch(`${base}/api/shows/%E0%A4%A/tickets/hold`, { method: 'POST' }), // malformed escape
    ]
    for (const answer of await Promise.all(others)) {
      expect(answer.headers.get('server-timing')).toBeNull()
      expect(await answer.text()).toBe('next')
    }
  })

  it('answers a handler that throws with a 500, and keeps serving', async () => {
    const failed = await fetch(`${base}/api/shows/boom/tickets/hold`, { method: 'POST' })
    expect(failed.status).toBe(500)
    expect((await failed.json()) as unknown).toMatchObject({ success: false })
    const next = await fetch(`${base}/api/shows/7/tickets/hold`, { method: 'POST', body: 'x' })
    expect(next.status).toBe(201)
  })

  it('answers many at once, each with its own body', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${base}/api/shows/${i}/tickets/hold`, { method: 'POST', body: `body ${i}` }),
      ),
    )
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies.map((body) => [body.params.id, body.body])).toEqual(
      Array.from({ length: 50 }, (_, i) => [String(i), `body ${i}`]),
    )
  })
})

describe('a route registered to be answered before Next', () => {
  it('matches its own path only, naming its parameters', () => {
    const pattern = routePattern(HOLD)
    expect(pattern.exec('/api/shows/12/tickets/hold')?.groups).toEqual({ id: '12' })
    for (const other of [
      '/api/shows/12/tickets/hold/',
      '/api/shows/12/tickets/holdx',
      '/api/shows//tickets/hold',
      '/xapi/shows/12/tickets/hold',
      '/api/shows/1/2/tickets/hold',
    ])
      expect(pattern.test(other), other).toBe(false)
    // A dot in a path is a dot, not any character.
    expect(routePattern('/api/a.b').test('/api/axb')).toBe(false)
  })

  it("answers what its handler throws as apiRoute would, in the request's language", async () => {
    answerBeforeNext('POST', '/api/test-before-next/[id]', async () => {
      throw new Error('unexpected')
    })
    const routes = (globalThis as Record<symbol, Map<string, unknown>>)[
      Symbol.for('sahne.beforeNext')
    ]!
    const route = routes.get('POST /api/test-before-next/[id]') as {
      answer: (request: Request, params: Record<string, string>) => Promise<Response>
    }
    routes.delete('POST /api/test-before-next/[id]')
    const answer = await route.answer(
      new Request('http://localhost/api/test-before-next/1', {
        method: 'POST',
        headers: { 'Accept-Language': 'tr' },
      }),
      { id: '1' },
    )
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({
      success: false,
      message: 'Beklenmeyen bir hata oluştu.',
    })
  })
})
