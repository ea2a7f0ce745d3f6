import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { parseRecordId } from '@/lib/parseRecordId'
import { appPayload } from '@/server/platform'
import { removeGalleryPhoto } from '@/server/profiles'

type Context = { params: Promise<{ id: string }> }

/** DELETE /api/profile/gallery/{id}: takes one photo out of the artist's gallery and deletes it. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const id = parseRecordId((await params).id)
  const profile = id ? orFail(await removeGalleryPhoto(payload, user, id)) : null
  if (!profile) throw new ApiError(404, 'PressKitApi.galleryPhotoNotFound')
  return success(profile, requestMessage(request, 'PressKitApi.galleryPhotoRemoved'))
})

export const { GET, POST, PUT, PATCH } = otherMethods('DELETE')
