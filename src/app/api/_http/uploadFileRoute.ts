import 'server-only'

import type { UploadSlug } from '@/lib/uploadPath'

import { findUploadedFile } from '@/server/platform'
import { appPayload } from '@/server/platform'
import { ApiError } from './ApiError'
import { apiRoute, methodNotAllowed } from './apiRoute'
import { fileResponse } from './fileResponse'

type Context = { params: Promise<{ filename: string }> }

/**
 * The handlers of GET|HEAD /api/{slug}/{filename}: an upload's file or one of its sizes, 404 for
 * any other name; other methods 405.
 */
export function uploadFileRoute(slug: UploadSlug) {
  const serveFile = apiRoute<Context>(async (request, { params }) => {
    const { filename } = await params
    const file = await findUploadedFile(await appPayload(), slug, filename)
    if (!file) throw new ApiError(404, 'Api.fileNotFound')
    return fileResponse(request, file)
  })
  const notAllowed = methodNotAllowed('GET', 'HEAD')
  return { GET: serveFile, HEAD: serveFile, notAllowed }
}
