import 'server-only'

import type { Payload } from 'payload'

import { localizedPath } from '@/i18n/localizedPath'
import { type Locale, toLocale } from '@/i18n/locales'
import { istanbulDay } from '@/lib/market/istanbulTime'
import { siteUrl } from '@/lib/seo/siteUrl'

import { queueEmail } from '../../outreach'
import { unsubscribeToken } from '../../outreach'
import { idOf } from '../applications/parties'
import { claimNotice } from './claimNotice'
import { digestContent } from './digestContent'
import { digestEmail } from './digestEmail'
import { listWeekShows } from './weekShows'

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

/**
 * The weekly digest (run by the queue; `now` injected for tests): each opted-in user gets the
 * coming week's shows in their city and of the artists they follow, once per run day; nothing
 * when the list would be empty. Answers how many mails were queued.
 */
export async function sendWeeklyDigest(payload: Payload, now = new Date()): Promise<number> {
  const shows = await listWeekShows(payload, now)
  if (!shows.length) return 0
  const { docs: readers } = await payload.find({
    collection: 'users',
    // The queue reads every opted-in account to write to it.
    overrideAccess: true,
    where: { digest: { equals: true } },
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
    if (!content || !(await claimNotice(payload, reader.id, `digest:${istanbulDay(now)}`))) continue
    const locale: Locale = toLocale(reader.locale)
    const unsubscribe = digestUnsubscribeUrl(payload.secret, locale, reader)
    await queueEmail(payload, digestEmail(reader.email, locale, city, content, unsubscribe))
    sent++
  }
  return sent
}
