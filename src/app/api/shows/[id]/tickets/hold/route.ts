import { ApiError } from '@/app/api/_http/ApiError'
import { answerBeforeNext } from '@/app/api/_http/beforeNext'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireSignedToken, requireUser } from '@/app/api/_http/requestUser'
import { failure, success } from '@/app/api/_http/responses'
import type { Locale } from '@/i18n/locales'
import { appPayload, isFailure, translate, type Failure } from '@/server/platform'
import { claimHold, holdSchema, holdTickets, SHOW_SOLD_OUT } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/** JSON with every character past ASCII written `\uXXXX`: the same JSON, fit for a header. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/**
 * The refusal of a hold of a show sold out as a whole, as any other refusal, and in
 * `Sahne-Sold-Out` the answer the front may give the buyers after it without asking the app (the
 * show's, not naming a type; deploy/varnish/sahne.vcl keeps it a couple of seconds).
 */
function soldOutAnswer(refused: Failure, locale: Locale): Response {
  const response = failure(409, translate(locale, refused.message, refused.values), {
    reason: refused.reason,
  })
  response.headers.set(
    'Sahne-Sold-Out',
    asciiJson({
      success: false,
      message: translate(locale, 'Tickets.errors.showSoldOut'),
      reason: SHOW_SOLD_OUT,
    }),
  )
  return response
}

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
  const claimed = await claimHold(payload, id, input, locale)
  if (isFailure(claimed) && claimed.reason === SHOW_SOLD_OUT) return soldOutAnswer(claimed, locale)
  const claim = orFail(claimed)
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
