import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { findOwnProfile, profileSchema, saveOwnProfile } from '@/server/profiles'
import { orFail } from '@/app/api/_http/failureAnswer'

/** GET /api/profile: the caller's own profile (`data: null` before the first save). */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const profile = orFail(await findOwnProfile(payload, user))
  const message = profile ? 'ProfileApi.loaded' : 'ProfileApi.noProfile'
  return success(profile, requestMessage(request, message))
})

/** PUT /api/profile: artists save their artist profile, organizers their venue profile. */
export const PUT = apiRoute(async (request) => {
  await rateLimit(request, 'profile')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  // The profile and press kit editors show a refusal beside the field (a media link) it names.
  const input = await readJson(request, profileSchema, { fieldErrors: true })
  const profile = orFail(await saveOwnProfile(payload, user, input))
  return success(profile, requestMessage(request, 'ProfileApi.saved'))
})

export const { POST, PATCH, DELETE } = otherMethods('GET', 'PUT')
