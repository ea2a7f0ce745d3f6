import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { gigNotFound } from '@/app/api/_http/gigNotFound'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readUploadedFile } from '@/app/api/_http/readUploadedFile'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { findOwnGig, setGigPicture } from '@/server/market'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/gigs/{id}/picture (multipart `file`; its organizer or an admin): the gig's own
 * picture, with the profile photo's checks. 404 for an unknown gig, 403 for someone else's,
 * both before the upload is read.
 */
export const POST = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const gig = orFail(await findOwnGig(payload, user, (await params).id))
  if (!gig) return gigNotFound(request)
  const bytes = await readUploadedFile(request)
  const saved = orFail(await setGigPicture(payload, user, gig, bytes))
  return success(saved, requestMessage(request, 'GigForm.pictureSaved'))
})

/** DELETE /api/gigs/{id}/picture: the gig shows its venue's or its genre's picture again. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'photo')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const gig = orFail(await findOwnGig(payload, user, (await params).id))
  if (!gig) return gigNotFound(request)
  const saved = orFail(await setGigPicture(payload, user, gig, null))
  return success(saved, requestMessage(request, 'GigForm.pictureRemoved'))
})

export const { GET, PUT, PATCH } = otherMethods('POST', 'DELETE')
