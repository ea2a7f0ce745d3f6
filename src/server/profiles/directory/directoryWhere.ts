import 'server-only'

import type { Where } from 'payload'

import { foldForSearch } from '@/lib/foldForSearch'

import type { DirectoryQuery } from './directoryQuery'

/**
 * The filters of a directory query as a Payload where. The name search compares the folded
 * query with the folded name (`searchName`), word by word, so `ISTANBUL`, `ılgaz` or `İLGAZ` meet;
 * the folded text holds letters, digits and spaces only, so no LIKE wildcard reaches Postgres.
 */
export function directoryWhere(query: DirectoryQuery): Where {
  const and: Where[] = []
  if (query.city) and.push({ city: { equals: query.city } })
  if (query.genre) and.push({ genres: { in: [query.genre] } })
  if (query.actType) and.push({ actType: { equals: query.actType } })
  const words = foldForSearch(query.q).split(' ').filter(Boolean)
  for (const word of words) and.push({ searchName: { like: word } })
  // Only public profiles are listed, even for their owners and admins.
  and.push({ isPublic: { equals: true } })
  return { and }
}
