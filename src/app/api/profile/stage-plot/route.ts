import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { failureError, orFail } from '@/app/api/_http/failureAnswer'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readUploadedFile } from '@/app/api/_http/readUploadedFile'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { artistOnly } from '@/server/profiles'
import { setStagePlot } from '@/server/profiles'

/** POST /api/profile/stage-plot (multipart, field `file`): the rider's stage plot image. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const refused = artistOnly(user)
  if (refused) throw failureError(refused)
  const bytes = await readUploadedFile(request)
  const profile = orFail(await setStagePlot(payload, user, bytes))
  return success(profile, requestMessage(request, 'PressKitApi.stagePlotSaved'))
})

/** DELETE /api/profile/stage-plot: removes the stage plot and deletes its image. */
export const DELETE = apiRoute(async (request) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const profile = orFail(await setStagePlot(payload, user, null))
  return success(profile, requestMessage(request, 'PressKitApi.stagePlotRemoved'))
})

export const { GET, PUT, PATCH } = otherMethods('POST', 'DELETE')
