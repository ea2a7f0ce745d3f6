import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isPreviewablePath } from '@/server/blog'

/**
 * GET /cms-preview/exit?path=/blog/{slug}: leaves draft mode (the preview banner's link) and
 * opens the published page again. Anyone may leave; only a post path is followed.
 */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  redirect(isPreviewablePath(path) ? path : '/')
}
