import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isPreviewablePath } from '@/server/blog/posts/postPreviewUrl'
import { previewingAdmin } from '@/server/blog/posts/previewingAdmin'
import { appPayload } from '@/server/platform'

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /cms-preview?path=/blog/{slug} (or /en/blog/{slug}): the admin panel's preview link.
 * Turns on draft mode for a signed-in admin, so the post page shows drafts, then opens the post.
 */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path')
  if (!isPreviewablePath(path)) return refuse(400, 'Only a blog post can be previewed.')
  // Draft mode alone reveals nothing: the post page still reads drafts with the visitor's own
  // access (findPostPreview), so a refused visitor needs no cookie cleanup here.
  if (!(await previewingAdmin(await appPayload(), request.headers)))
    return refuse(403, 'You do not have permission to preview this page.')
  const draft = await draftMode()
  draft.enable()
  redirect(path)
}
