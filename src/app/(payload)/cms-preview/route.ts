import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { setPanelCookie } from '@/app/api/_http/panelCookie'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { isPreviewablePath } from '@/server/blog'
import { previewingAdmin } from '@/server/blog'
import { appPayload } from '@/server/platform'
import type { MessageKey } from '@/server/platform'

/** A refusal as plain text, in the language the editor's browser asks for. */
const refuse = (request: Request, status: number, key: MessageKey) =>
  new Response(requestMessage(request, key), {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })

/** A bearer token sent from the site's admin list that the server no longer accepts. */
async function refusedBearer(payload: Payload, request: Request): Promise<boolean> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith('Bearer ')) return false
  const { user } = await payload.auth({ headers: new Headers({ authorization }) })
  return !user
}

/**
 * GET /cms-preview?path=/blog/{slug} (or /en/blog/{slug}): the admin panel's preview link, and
 * the site's admin list's (with the session's bearer token). Turns on draft mode for a signed-in
 * admin, so the post page shows drafts, then opens the post.
 */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path')
  if (!isPreviewablePath(path)) return refuse(request, 400, 'BlogApi.previewOnlyPosts')
  // Draft mode alone reveals nothing: the post page still reads drafts with the visitor's own
  // access (findPostPreview), so a refused visitor needs no cookie cleanup here.
  const payload = await appPayload()
  if (!(await previewingAdmin(payload, request.headers))) {
    if (!(await refusedBearer(payload, request)))
      return refuse(request, 403, 'BlogApi.previewForbidden')
    // RFC 6750's challenge, as the API gives it: the site's fetcher ends the stored session.
    const refused = refuse(request, 401, 'AuthApi.authRequired')
    refused.headers.set('WWW-Authenticate', 'Bearer realm="sahne", error="invalid_token"')
    return refused
  }
  // From the site's admin list (the token in a header): the page reads the cookie, as from /cms.
  await setPanelCookie(payload, request)
  const draft = await draftMode()
  draft.enable()
  redirect(path)
}
