import * as acceptRoute from '../../src/app/api/applications/[id]/accept/route'
import * as declineRoute from '../../src/app/api/applications/[id]/decline/route'
import * as messagesRoute from '../../src/app/api/applications/[id]/messages/route'
import * as withdrawRoute from '../../src/app/api/applications/[id]/withdraw/route'
import * as inviteRoute from '../../src/app/api/artists/[slug]/invitations/route'
import * as gigApplicationsRoute from '../../src/app/api/gigs/[id]/applications/route'
import { apiRequest, params, readBody } from './api'

type Reply = { status: number; headers: Headers; body: Awaited<ReturnType<typeof readBody>> }

const call = async (response: Promise<Response>): Promise<Reply> => {
  const res = await response
  return { status: res.status, headers: res.headers, body: await readBody(res) }
}

const post = (
  path: string,
  token: string,
  body: unknown,
  locale = 'en',
  headers?: Record<string, string>,
) => apiRequest(`${path}?locale=${locale}`, { method: 'POST', token, body, headers })

/** The marketplace routes, called the way Next.js calls them, as the holder of `token`. */
export const market = {
  apply: (token: string, gigId: number, body: unknown = { message: 'Merhaba, çalmak isteriz.' }) =>
    call(
      gigApplicationsRoute.POST(
        post(`/api/gigs/${gigId}/applications`, token, body),
        params({ id: String(gigId) }),
      ),
    ),
  gigApplications: (token: string, gigId: number) =>
    call(
      gigApplicationsRoute.GET(
        apiRequest(`/api/gigs/${gigId}/applications`, { token }),
        params({ id: String(gigId) }),
      ),
    ),
  invite: (
    token: string,
    slug: string,
    gigId: number,
    message = 'Bize gelir misiniz?',
    headers?: Record<string, string>,
  ) =>
    call(
      inviteRoute.POST(
        post(`/api/artists/${slug}/invitations`, token, { gigId, message }, 'en', headers),
        params({ slug }),
      ),
    ),
  answer: (
    token: string,
    id: number,
    answer: 'accept' | 'decline' | 'withdraw',
    locale = 'en',
    body: unknown = {},
  ) => {
    const route = { accept: acceptRoute, decline: declineRoute, withdraw: withdrawRoute }[answer]
    return call(
      route.POST(
        post(`/api/applications/${id}/${answer}`, token, body, locale),
        params({ id: String(id) }),
      ),
    )
  },
  thread: (token: string, id: number) =>
    call(
      messagesRoute.GET(
        apiRequest(`/api/applications/${id}/messages`, { token }),
        params({ id: String(id) }),
      ),
    ),
  write: (token: string, id: number, text: string, headers?: Record<string, string>) =>
    call(
      messagesRoute.POST(
        post(`/api/applications/${id}/messages`, token, { text }, 'en', headers),
        params({ id: String(id) }),
      ),
    ),
}
