import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/lib/idOf'

import { findOwn, type Row } from './findOwn'

type Ref = number | { id: number } | null | undefined

/**
 * The names the export may show of other people and their things: an account's full name, an
 * artist's or venue's public name, a gig's title and date. Nothing else of theirs is read.
 */
export async function publicNames(payload: Payload, rows: Row[]) {
  const wanted = (field: string) => [
    ...new Set(
      rows.map((row) => idOf(row[field] as Ref)).filter((id): id is number => id !== null),
    ),
  ]
  const lookup = async (collection: 'users' | 'artists' | 'venues' | 'gigs', fields: string[]) => {
    const keys = fields.flatMap(wanted)
    if (!keys.length) return new Map<number, Row>()
    const found = await findOwn(payload, collection, { id: { in: keys } })
    return new Map(found.map((row) => [row.id as number, row]))
  }
  const users = await lookup('users', ['artistUser', 'organizer', 'author', 'user'])
  const artists = await lookup('artists', ['artist'])
  const venues = await lookup('venues', ['venue', 'venueProfile'])
  const gigs = await lookup('gigs', ['gig'])
  const named = (map: Map<number, Row>, field: string) => (ref: Ref) => {
    const id = idOf(ref)
    const row = id === null ? undefined : map.get(id)
    return row ? (row[field] as string | null) : null
  }
  return {
    user: named(users, 'fullname'),
    artist: named(artists, 'name'),
    venue: named(venues, 'name'),
    gig: (ref: Ref) => {
      const id = idOf(ref)
      const row = id === null ? undefined : gigs.get(id)
      return row ? { id, title: row.title as string, date: row.date as string } : null
    },
  }
}
