import 'server-only'

import type { Payload } from 'payload'

import { localizedPath } from '@/i18n/localizedPath'
import { type Locale, toLocale } from '@/i18n/locales'
import { istanbulDay } from '@/lib/market/istanbulTime'
import { siteUrl } from '@/lib/seo/siteUrl'

import { queueEmail } from '../../outreach'
import { oneClickHeaders, unsubscribeToken } from '../../outreach'
import { jobMeta } from '../../platform'
import { idOf } from '../applications/parties'
import { sendOnce } from './sendOnce'
import { digestContent } from './digestContent'
import { digestEmail } from './digestEmail'
import { listWeekShows, weekShowIds } from './weekShows'

/** The one-click link that turns the digest off, signed like the newsletter's. */
const digestUnsubscribeUrl = (
  secret: string,
  locale: Locale,
  user: { id: number; email: string },
) =>
  `${siteUrl()}${localizedPath(locale, '/digest/unsubscribe/[token]', {
    token: unsubscribeToken(secret, user, 'digest-unsubscribe'),
  })}`

async function followsOf(payload: Payload, users: number[]) {
  const { docs } = await payload.find({
    collection: 'follows',
    overrideAccess: true,
    where: { follower: { in: users } },
    pagination: false,
    depth: 0,
    select: { follower: true, artist: true },
  })
  const following = new Map<number, number[]>()
  for (const follow of docs) {
    const fan = idOf(follow.follower as number | { id: number })
    following.set(fan, [
      ...(following.get(fan) ?? []),
      idOf(follow.artist as number | { id: number }),
    ])
  }
  return following
}

/** Readers one digest job writes to: a 20,000-fan city is 100 jobs, spread over the workers. */
const DIGEST_BATCH = 200

/**
 * The weekly digest (run by the queue; `now` injected for tests), planned: nothing when the coming
 * week has no shows, else one `sendDigestBatch` job per `batch` opted-in readers, so any number of
 * workers share the writing. Answers how many readers the jobs cover. Planning twice (a retried
 * run) queues the batches twice, which then send nothing twice: see `sendDigestBatch`.
 */
export async function sendWeeklyDigest(
  payload: Payload,
  now = new Date(),
  batch = DIGEST_BATCH,
): Promise<number> {
  if (!(await weekShowIds(payload, now)).length) return 0
  const { docs } = await payload.find({
    collection: 'users',
    // The queue reads every opted-in account to write to it.
    overrideAccess: true,
    where: { digest: { equals: true } },
    sort: 'id',
    pagination: false,
    depth: 0,
    select: { digest: true },
  })
  const readers = docs.map((user) => user.id)
  for (let from = 0; from < readers.length; from += batch)
    await payload.jobs.queue({
      task: 'sendDigestBatch',
      input: { now: now.toISOString(), readers: readers.slice(from, from + batch) },
      meta: jobMeta(),
    })
  return readers.length
}

/**
 * One batch of the weekly digest: each of `readers` still opted in gets the week's shows (from
 * `now`) in their city and of the artists they follow, once per run day (a notice mark claimed
 * first, so a retried or doubled batch sends nothing twice); nothing when their list would be
 * empty. Answers how many mails were queued.
 */
export async function sendDigestBatch(
  payload: Payload,
  now: Date,
  readerIds: number[],
): Promise<number> {
  const shows = await listWeekShows(payload, now)
  if (!shows.length || !readerIds.length) return 0
  const { docs: readers } = await payload.find({
    collection: 'users',
    // The queue reads the accounts it writes to.
    overrideAccess: true,
    where: { and: [{ id: { in: readerIds } }, { digest: { equals: true } }] },
    pagination: false,
    depth: 0,
    select: { email: true, city: true, locale: true },
  })
  const following = await followsOf(
    payload,
    readers.map((user) => user.id),
  )
  let sent = 0
  for (const reader of readers) {
    const city = reader.city ?? null
    const content = digestContent({ city, following: following.get(reader.id) ?? [] }, shows)
    if (!content) continue
    const locale: Locale = toLocale(reader.locale)
    const unsubscribe = digestUnsubscribeUrl(payload.secret, locale, reader)
    const token = unsubscribeToken(payload.secret, reader, 'digest-unsubscribe')
    const mail = {
      ...digestEmail(reader.email, locale, city, content, unsubscribe),
      // A marketing mail: one-click unsubscribe that mail clients offer (RFC 8058).
      headers: oneClickHeaders('digest', token),
    }
    const key = `digest:${istanbulDay(now)}`
    if (await sendOnce(payload, reader.id, key, (req) => queueEmail(payload, mail, req))) sent++
  }
  return sent
}
