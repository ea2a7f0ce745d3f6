import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

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
  if (!(await previewingAdmin(payload, request.headers)))
    return refuse(request, 403, 'BlogApi.previewForbidden')
  // From the site's admin list (the token in a header): the page reads the cookie, as from /cms.
  await setPanelCookie(payload, request)
  const draft = await draftMode()
  draft.enable()
  redirect(path)
}
