import 'server-only'

import { sql } from '@payloadcms/db-postgres'

import { foldForSearch } from '@/lib/foldForSearch'

import type { DirectoryQuery } from './directoryQuery'

type SQL = ReturnType<typeof sql>

export const and = (parts: SQL[]) => sql.join(parts, sql` AND `)

/** The artist `artistId` plays `genre`: its genre rows, looked up by value and artist. */
export const inGenre = (artistId: SQL, genre: string) =>
  sql`EXISTS (SELECT 1 FROM artists_genres ag WHERE ag.parent_id = ${artistId} AND ag.value = ${genre})`

/** The name search's folded words. */
export const wordsOf = (query: Pick<DirectoryQuery, 'q'>) =>
  foldForSearch(query.q).split(' ').filter(Boolean)

/** A word of three letters or more holds trigrams, which `artists_search_idx` keeps. */
export const holdsTrigrams = (word: string) => [...word].length >= 3

/**
 * The directory's filters read from the artist's own row (act and words), in SQL over
 * `artists a`. Folded words hold letters, digits and spaces only: no LIKE wildcards. Both sides
 * are folded and lower-cased by foldForSearch (`search_name` when the profile is saved), so a
 * case-sensitive comparison finds what ILIKE would, without lower-casing every name it compares
 * (four times cheaper on a word most names hold).
 *
 * A word is compared with LIKE, which the trigrams of `artists_search_idx` answer, when it holds
 * trigrams and `readFromIndex` says its trigrams narrow the names; otherwise with `strpos`, which
 * finds the same names and no index answers. A LIKE without a trigram made the index read every
 * name, and one of a word nearly every name holds made it read nearly every name's lists, for a
 * condition that narrows nothing.
 */
export function rowFilters(
  query: Omit<DirectoryQuery, 'page' | 'limit'>,
  readFromIndex: (word: string) => boolean = () => true,
) {
  const parts: SQL[] = []
  if (query.actType) parts.push(sql`a.act_type = ${query.actType}`)
  for (const word of wordsOf(query))
    parts.push(
      holdsTrigrams(word) && readFromIndex(word)
        ? sql`a.search_name LIKE ${`%${word}%`}`
        : sql`strpos(a.search_name, ${word}) > 0`,
    )
  return parts
}

/**
 * Each two-letter word of the name search again as one of the name's letter pairs
 * (`search_pairs`, which Postgres keeps from `search_name`: the pairs inside its words). A word
 * that short holds no trigram; as a pair it is a key of `artists_search_idx`, beside the longer
 * words' trigrams, so the index's scan narrows by it too. It finds the names its `strpos` finds (a
 * folded word holds no space), so the rows are the same; a shorter word has no pair to narrow by.
 */
export function pairFilters(query: Pick<DirectoryQuery, 'q'>) {
  return wordsOf(query)
    .filter((word) => [...word].length === 2)
    .map((word) => sql`a.search_pairs @> ARRAY[${word}]::text[]`)
}

/**
 * What `directoryWhere` asks of an artist, in SQL over `artists a`: public, the city, the genre
 * (from the row's `genre_keys`, kept in step with its genre rows by triggers, so the city and the
 * genre meet in one bitmap of the row's indexes), the act and every folded word of the name.
 */
export function publicArtistConditions(
  query: Omit<DirectoryQuery, 'page' | 'limit'>,
  readFromIndex?: (word: string) => boolean,
) {
  return and([
    sql`a.is_public = true`,
    ...(query.city ? [sql`a.city = ${query.city}`] : []),
    ...(query.genre ? [sql`a.genre_keys @> ARRAY[${query.genre}]::text[]`] : []),
    ...rowFilters(query, readFromIndex),
  ])
}
