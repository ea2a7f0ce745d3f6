import { ApiError } from '@/app/api/_http/ApiError'
import { answerBeforeNext } from '@/app/api/_http/beforeNext'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireSignedToken, requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { claimHold, holdSchema, holdTickets } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * POST `{ items: [{ typeId, quantity }] }`: holds the tickets (201 with the order, its expiry and
 * total), or 409 naming what is short. A free order's tickets are issued at once.
 */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  // The sale's board answers a hold before the rate limit and the account are read: at an
  // on-sale most buyers ask for what is gone, and the answer is public. One it lets through has
  // its place counted there until the hold is done, so the buyers behind it are answered too.
  await requireSignedToken(payload, request)
  const input = await readJson(request, holdSchema)
  const id = (await params).id
  const locale = messageLocale(request)
  const claim = orFail(await claimHold(payload, id, input, locale))
  try {
    await rateLimit(request, 'ticketHolds')
    const user = await requireUser(payload, request)
    const hold = orFail(await holdTickets(payload, user, id, input, locale, claim))
    if (!hold) throw new ApiError(404, 'Shows.notFound')
    const message = hold.status === 'complete' ? 'Tickets.issued' : 'Tickets.held'
    const response = success(hold, requestMessage(request, message), {}, 201)
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  } finally {
    claim?.release()
  }
})

// At an on-sale's moment thousands of holds arrive within a second: the instance answers them
// before Next's router (scripts/before-next.cjs), with this same handler.
answerBeforeNext('POST', '/api/shows/[id]/tickets/hold', POST)

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
