import { siteUrl } from '@/lib/seo/siteUrl'
import { findGig, gigCalendar } from '@/server/market'
import { gigNotFound } from '@/app/api/_http/gigNotFound'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** GET /api/gigs/{id}/calendar: the gig as an .ics file to add to a calendar. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const gig = await findGig(await appPayload(), (await params).id)
  if (!gig) return gigNotFound(request)
  const english = new URL(request.url).searchParams.get('locale') === 'en'
  const pageUrl = `${siteUrl()}${english ? `/en/gigs/${gig.id}` : `/gigler/${gig.id}`}`
  return new Response(gigCalendar(gig, pageUrl), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="sahne-gig-${gig.id}.ics"`,
    },
  })
})

export const { POST, PUT, DELETE } = otherMethods('GET')
