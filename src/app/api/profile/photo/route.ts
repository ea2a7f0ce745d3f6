import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readUploadedFile } from '@/app/api/_http/readUploadedFile'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { removeProfilePhoto } from '@/server/profiles'
import { uploadProfilePhoto } from '@/server/profiles'
import { noProfileForRole, profileCollection } from '@/server/people'
import { failureError, orFail } from '@/app/api/_http/failureAnswer'

/** POST /api/profile/photo (multipart, field `file`): the caller's profile photo. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  // A fan or an admin is refused before the upload is read.
  if (!profileCollection(user)) throw failureError(noProfileForRole())
  const bytes = await readUploadedFile(request)
  const profile = orFail(await uploadProfilePhoto(payload, user, bytes))
  return success(profile, requestMessage(request, 'ProfileApi.photoSaved'))
})

/** DELETE /api/profile/photo: takes the photo off the caller's profile and deletes its file. */
export const DELETE = apiRoute(async (request) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const profile = orFail(await removeProfilePhoto(payload, user))
  if (!profile) throw new ApiError(404, 'ProfileApi.notFound')
  return success(profile, requestMessage(request, 'ProfileApi.photoRemoved'))
})

export const { GET, PUT, PATCH } = otherMethods('POST', 'DELETE')
