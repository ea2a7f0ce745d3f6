import { bookingsCalendar } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ file: string }> }

/** GET /api/calendar/{secret}.ics: the feed's owner's bookings; 404 for an unknown secret. */
export const GET = apiRoute<Context>(async (_request, { params }) => {
  const { file } = await params
  const ics = file.endsWith('.ics')
    ? await bookingsCalendar(await appPayload(), file.slice(0, -4))
    : null
  if (!ics) throw new ApiError(404, 'Bookings.errors.calendarNotFound')
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      // Private to whoever holds the secret: no shared caches.
      'cache-control': 'private, no-store',
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
