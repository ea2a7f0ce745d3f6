import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { fileResponse } from '@/server/http/fileResponse'
import { findUploadedFile } from '@/server/media/findUploadedFile'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ filename: string }> }

/** GET|HEAD /api/photos/{filename}: an uploaded photo; 404 for any other name. */
const serveFile = apiRoute<Context>(async (request, { params }) => {
  const { filename } = await params
  const file = await findUploadedFile(await appPayload(), 'photos', filename)
  if (!file) throw new ApiError(404, 'Api.fileNotFound')
  return fileResponse(request, file)
})

export const GET = serveFile
export const HEAD = serveFile
export const POST = methodNotAllowed('GET', 'HEAD')
export const PUT = methodNotAllowed('GET', 'HEAD')
export const PATCH = methodNotAllowed('GET', 'HEAD')
export const DELETE = methodNotAllowed('GET', 'HEAD')
