import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/lib/idOf'

import { type PostRefs, type PostRow } from './toPublicPost'

/** Names of users, one query for any number of them; only `fullname` ever leaves the table. */
export async function listUserNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    select: { fullname: true },
    depth: 0,
    pagination: false,
    // Visitors cannot read user records; a public byline is the one exception, name only.
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [user.id, user.fullname]))
}

async function loadCoverUrls(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: unique } },
    select: { url: true, filename: true },
    depth: 0,
    pagination: false,
  })
  return new Map(
    docs.flatMap((media) => (media.url ? [[media.id, media.url] as [number, string]] : [])),
  )
}

/** Authors and cover images of a whole page of posts: two queries, however long the page. */
export async function listPostRefs(
  payload: Payload,
  posts: Pick<PostRow, 'author' | 'coverImage'>[],
): Promise<PostRefs> {
  const present = (id: number | null): id is number => id !== null
  const [authorNames, coverUrls] = await Promise.all([
    listUserNames(payload, posts.map((p) => idOf(p.author)).filter(present)),
    loadCoverUrls(payload, posts.map((p) => idOf(p.coverImage)).filter(present)),
  ])
  return { authorNames, coverUrls }
}
