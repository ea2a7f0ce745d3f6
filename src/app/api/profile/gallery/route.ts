import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { failureError, orFail } from '@/app/api/_http/failureAnswer'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readUploadedFile } from '@/app/api/_http/readUploadedFile'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { addGalleryPhoto } from '@/server/profiles'
import { artistOnly } from '@/server/profiles'

/** POST /api/profile/gallery (multipart, field `file`): one more photo in the artist's gallery. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  // Anyone but an artist is refused before the upload is read.
  const refused = artistOnly(user)
  if (refused) throw failureError(refused)
  const bytes = await readUploadedFile(request)
  const profile = orFail(await addGalleryPhoto(payload, user, bytes))
  return success(profile, requestMessage(request, 'PressKitApi.galleryPhotoSaved'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
