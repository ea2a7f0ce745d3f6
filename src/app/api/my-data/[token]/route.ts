import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { openDataExport } from '@/server/app'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ token: string }> }

/**
 * GET /api/my-data/{token}: the zip of an account's export, by the link its mail carries (the
 * token alone, valid seven days; docs/legal.md says why); 404 for an unknown or expired token.
 */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const { token } = await params
  const found = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await openDataExport(await appPayload(), token)
    : null
  if (!found) throw new ApiError(404, 'MyDataApi.notFound')
  return new Response(found.zip as BodyInit, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${found.filename}"`,
      // One person's data: never kept by a shared cache, nor sent with a referrer.
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
