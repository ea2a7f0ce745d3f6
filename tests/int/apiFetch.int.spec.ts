import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as openPreview } from '../../src/app/(payload)/cms-preview/route'
import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import * as gigsRoute from '../../src/app/api/gigs/route'
import { apiFetch, type ApiRequest } from '../../src/lib/api/apiFetch'
import { ApiFailure } from '../../src/lib/api/ApiFailure'
import { translate } from '../../src/server/platform/i18n/translate'
import { params } from '../helpers/api'
import {
  cleanupGigActors,
  daysFromNow,
  gigBody,
  seedGigActors,
  type GigActors,
} from '../helpers/gigs'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let actors: GigActors

const messages: ApiRequest['messages'] = {
  network: 'no answer',
  failed: (status) => `failed with ${status}`,
}

/** The browser's fetch, answered by the real route handlers of /api/gigs and /api/gigs/{id}. */
function routeGigs() {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const request = new Request(new URL(input, 'http://localhost'), init)
    const id = /^\/api\/gigs\/(\d+)$/.exec(new URL(request.url).pathname)?.[1]
    if (!id) return gigsRoute[request.method as 'POST'](request, undefined)
    return gigRoute[request.method as 'PUT'](request, params({ id }))
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  actors = await seedGigActors(payload)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await cleanupGigActors(payload, actors)
})

describe('apiFetch', () => {
  it('answers the data and message of a success, sending the token and the language', async () => {
    routeGigs()
    const result = await apiFetch<{ id: number; title: string }>('/api/gigs', {
      method: 'POST',
      body: gigBody({ title: 'Fetcher gecesi' }),
      token: actors.organizer.token,
      locale: 'tr',
      messages,
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.status).toBe(201)
    expect(result.data.title).toBe('Fetcher gecesi')
    expect(typeof result.data.id).toBe('number')
    expect(result.message).toBe(translate('tr', 'GigForm.created'))
  })

  it("keeps a 400's field name beside its message, in the asked language", async () => {
    routeGigs()
    const past = await apiFetch('/api/gigs', {
      method: 'POST',
      body: gigBody({ date: daysFromNow(-1), deadline: null }),
      token: actors.organizer.token,
      locale: 'tr',
      messages,
    })
    expect(past).toEqual({
      ok: false,
      error: expect.any(ApiFailure),
    })
    if (past.ok) return
    expect(past.error).toMatchObject({
      status: 400,
      field: 'date',
      message: translate('tr', 'GigForm.errors.dateInPast'),
    })

    const created = await apiFetch<{ id: number }>('/api/gigs', {
      method: 'POST',
      body: gigBody(),
      token: actors.organizer.token,
      messages,
    })
    if (!created.ok) throw created.error
    const late = await apiFetch(`/api/gigs/${created.data.id}`, {
      method: 'PUT',
      body: { deadline: daysFromNow(40) },
      token: actors.organizer.token,
      locale: 'en',
      messages,
    })
    expect(late.ok).toBe(false)
    if (late.ok) return
    expect(late.error).toMatchObject({
      status: 400,
      field: 'deadline',
      message: translate('en', 'GigForm.errors.deadlineAfterStart'),
    })
  })

  it('answers a refusal without a field as its message and status only', async () => {
    routeGigs()
    const result = await apiFetch('/api/gigs', {
      method: 'POST',
      body: gigBody(),
      token: null,
      locale: 'en',
      messages,
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.status).toBe(401)
    expect(result.error.field).toBeUndefined()
    expect(result.error.message).toBe(translate('en', 'AuthApi.authRequired'))
  })

  it('turns an answer with no message into the catalogue message for its status', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }))
    const result = await apiFetch('/api/gigs', { token: null, messages })
    expect(result).toMatchObject({ ok: false, error: { status: 502, message: 'failed with 502' } })
  })

  it('turns a call that gets no answer into the network message, without throwing', async () => {
    // Nothing listens on the discard port: the connection is refused, as when offline.
    const result = await apiFetch('http://127.0.0.1:9/api/gigs', { token: null, messages })
    expect(result).toMatchObject({ ok: false, error: { status: 0, message: 'no answer' } })
  })

  it("reads a plain-text refusal as its message (the preview's, in the asked language)", async () => {
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) =>
      openPreview(new Request(new URL(input, 'http://localhost'), init)),
    )
    const result = await apiFetch('/cms-preview?path=%2Fen%2Fblog%2Fx', {
      token: null,
      locale: 'tr',
      redirecting: true,
      messages,
    })
    expect(result).toMatchObject({
      ok: false,
      error: { status: 403, message: translate('tr', 'BlogApi.previewForbidden') },
    })
  })

  it("answers a redirecting route's redirect as a success with no data, for the caller to follow", async () => {
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit) =>
      init.redirect === 'manual'
        ? Response.redirect('http://localhost/blog/x', 307)
        : new Response('{"success":true,"data":"followed"}'),
    )
    const manual = await apiFetch('/cms-preview?path=%2Fblog%2Fx', {
      redirecting: true,
      messages,
    })
    expect(manual).toMatchObject({ ok: true, status: 307, data: null })
    // Otherwise fetch follows the redirect itself (here, straight to the page's answer).
    const followed = await apiFetch('/cms-preview?path=%2Fblog%2Fx', { messages })
    expect(followed).toMatchObject({ ok: true, data: 'followed' })
  })
})
