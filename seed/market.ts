import type { Payload } from 'payload'

import type { Artist, Gig, User } from '../src/payload-types'
import * as market from '../src/server/market'
import { isFailure, type Failure } from '../src/server/platform'

/** The market's commands as the seed runs them: a refusal means the seed is wrong, so it throws. */
const must =
  <A extends unknown[], R>(command: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<Exclude<R, Failure>> => {
    const result = await command(...args)
    if (isFailure(result)) throw new Error(`The seed was refused: ${result.message}`)
    return result as Exclude<R, Failure>
  }
const answerApplication = must(market.answerApplication)
const applyToGig = must(market.applyToGig)
const inviteArtist = must(market.inviteArtist)
const postThreadMessage = must(market.postThreadMessage)

const ARTIST_EMAILS = [
  'artist@example.com',
  ...[2, 3, 4, 5, 6, 7, 8].map((n) => `artist${n}@example.com`),
]
const ORGANIZER_EMAILS = [
  'organizer@example.com',
  'venue2@example.com',
  'venue3@example.com',
  'venue4@example.com',
]

type Act = { user: User; profile: Artist }

async function usersByEmail(payload: Payload, emails: string[]): Promise<User[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { in: emails } },
    pagination: false,
    depth: 0,
  })
  return emails.flatMap((email) => docs.filter((user) => user.email === email))
}

/** The seeded artists with a public profile, in seed order. */
async function findActs(payload: Payload): Promise<Act[]> {
  const users = await usersByEmail(payload, ARTIST_EMAILS)
  const { docs } = await payload.find({
    collection: 'artists',
    where: { and: [{ user: { in: users.map((u) => u.id) } }, { isPublic: { equals: true } }] },
    pagination: false,
    depth: 0,
  })
  return users.flatMap((user) => {
    const profile = docs.find((artist) => artist.user === user.id)
    return profile ? [{ user, profile }] : []
  })
}

/** The seeded organizers' gigs still taking applications, soonest first. */
async function findOpenGigs(payload: Payload, organizers: User[]): Promise<Gig[]> {
  const now = new Date().toISOString()
  const { docs } = await payload.find({
    collection: 'gigs',
    where: {
      and: [
        { organizer: { in: organizers.map((u) => u.id) } },
        { status: { equals: 'open' } },
        { date: { greater_than: now } },
        { or: [{ deadline: { exists: false } }, { deadline: { greater_than: now } }] },
      ],
    },
    sort: 'date',
    pagination: false,
    depth: 0,
  })
  return docs
}

/**
 * Applications in every state, two bookings, a thread and the notifications they make, between
 * the seeded artists and venues (h11profiles, h11gigs), made through the domain layer as those
 * people. Idempotent: nothing is done once any seeded gig has an application; missing records
 * (another area not seeded) are skipped.
 */
export async function seedMarket(payload: Payload): Promise<number> {
  const organizers = await usersByEmail(payload, ORGANIZER_EMAILS)
  const acts = await findActs(payload)
  const gigs = (await findOpenGigs(payload, organizers)).filter((gig) => (gig.slots ?? 1) >= 1)
  if (acts.length < 4 || gigs.length < 4) {
    payload.logger.info(
      `Market seed skipped: ${acts.length} public artists, ${gigs.length} open gigs`,
    )
    return 0
  }
  const { totalDocs } = await payload.count({
    collection: 'applications',
    where: { gig: { in: gigs.map((g) => g.id) } },
  })
  if (totalDocs > 0) return 0
  const organizerOf = (gig: Gig) => organizers.find((o) => o.id === gig.organizer)!
  const apply = (act: Act, gig: Gig, message: string, proposedFee?: number) =>
    applyToGig(payload, act.user, String(gig.id), { message, proposedFee })
  const [a, b, c, d] = acts
  const [g1, g2, g3, g4] = gigs

  // Pending, declined and withdrawn applications; a pending invitation.
  await apply(a, g1, 'Merhaba! Akustik bir set hazırladık, 60 dakika çalabiliriz.', 600_000)
  const declined = await apply(c, g1, 'Caz üçlümüzle gelmek isteriz.', 900_000)
  if (declined)
    await answerApplication(
      payload,
      organizerOf(g1),
      String(declined.id),
      'decline',
      'Bu sefer olmadı, teşekkürler!',
    )
  const withdrawn = await apply(d, g3, 'Elektronik bir set önerisi.')
  if (withdrawn) await answerApplication(payload, d.user, String(withdrawn.id), 'withdraw')
  await inviteArtist(payload, organizerOf(g3), a.profile.slug!, {
    gigId: g3.id,
    message: 'Sizi sahnemizde görmek isteriz.',
  })

  // Booking 1: an accepted application with a thread.
  const booked = await apply(
    b,
    g2,
    'Rock setimizle hazırız; kendi davul setimizi getiririz.',
    750_000,
  )
  if (booked) {
    await postThreadMessage(payload, b.user, String(booked.id), 'Ses kontrolü için kaçta gelelim?')
    await postThreadMessage(
      payload,
      organizerOf(g2),
      String(booked.id),
      '18.00 iyi olur, kulis hazır.',
    )
    await answerApplication(
      payload,
      organizerOf(g2),
      String(booked.id),
      'accept',
      'Harika, görüşmek üzere!',
    )
  }
  // Booking 2: an accepted invitation.
  const invited = await inviteArtist(payload, organizerOf(g4), c.profile.slug!, {
    gigId: g4.id,
    message: 'Kapanış gecemize davetlisiniz.',
  })
  if (invited)
    await answerApplication(payload, c.user, String(invited.id), 'accept', 'Memnuniyetle!')

  // An expired one: a pending application whose gig has since taken place.
  const { docs: past } = await payload.find({
    collection: 'gigs',
    where: {
      and: [
        { organizer: { in: organizers.map((o) => o.id) } },
        { date: { less_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
  })
  if (past[0])
    await payload.create({
      collection: 'applications',
      data: {
        kind: 'application',
        gig: past[0].id,
        artist: d.profile.id,
        artistUser: d.user.id,
        organizer: organizerOf(past[0]).id,
        message: 'Son dakika başvurusu.',
        state: 'expired',
        closedReason: 'gigStarted',
      },
    })
  return 7
}
