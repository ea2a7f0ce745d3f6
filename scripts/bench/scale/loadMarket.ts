/**
 * The scale bench's loader: tops a database up to `factor` times a demo-sized market, in bulk SQL
 * (a few INSERT … SELECT FROM generate_series statements a table). At factor 1: 500 artists,
 * 50 venues, 1,000 fans, 2,000 gigs, 10,000 applications, 1,000 bookings with their payments and
 * ledger entries, 200 posts with 5,000 comments; factor 100 is the market 100 times bigger.
 *
 * Every row it makes carries the PREFIX (emails, slugs, gig titles) or hangs off one that does, so
 * a second run counts what is there and adds only the rest. Bookings go in with triggers off (a
 * bulk load, like a restore) and the artists' busy days are rebuilt once after, as the
 * availability bench does.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { BULK_SLUG_PREFIX, seedBulkPosts } from '../../../seed/bulkPosts'

export const PREFIX = 'bench-scale-'
const EMAIL = (kind: string) => `${PREFIX}${kind}-%`

/** Rows a table gets at factor 1. */
export const BASE = {
  artists: 500,
  venues: 50,
  fans: 1_000,
  gigs: 2_000,
  /** Per gig. */
  applicationsPerGig: 5,
  /** Every second gig is booked (one accepted application). */
  bookings: 1_000,
  posts: 200,
  /** Per published post. */
  commentsPerPost: 25,
  /** Per fan. */
  followsPerFan: 5,
  goingsPerFan: 3,
} as const

// Istanbul is the biggest scene: it comes up 4 times in 12.
const CITIES = sql.raw(
  `ARRAY['istanbul','istanbul','istanbul','istanbul','izmir','izmir','ankara','ankara','antalya','bursa','eskisehir','mugla']`,
)
const GENRES = sql.raw(
  `ARRAY['rock','pop','jazz','electronic','hip-hop','turkish-folk','classical','metal','blues','indie','acoustic','world','rnb-soul','latin','alternative']`,
)

/**
 * The `at`th id (wrapping) of a CTE holding `ids` (an array, in order) and `n` (its length), read
 * through uncorrelated subqueries: Postgres evaluates them once per statement. A correlated one,
 * or joining the CTE's row, would copy or rebuild the array for every row made.
 */
const pick = (cte: string, at: ReturnType<typeof sql>) =>
  sql`((SELECT ids FROM ${sql.raw(cte)}))[1 + (${at}) % (SELECT n FROM ${sql.raw(cte)})]`

async function count(payload: Payload, query: ReturnType<typeof sql>) {
  const { rows } = await payload.db.drizzle.execute<{ n: number }>(query)
  return Number(rows[0]?.n ?? 0)
}

async function step(name: string, run: () => Promise<unknown>) {
  const started = Date.now()
  await run()
  const ms = Date.now() - started
  console.log(`  ${name.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(7)} s`)
  return ms
}

/**
 * A bench name as `foldForSearch` stores it in `search_name` (the collections' hook does it for
 * rows saved through Payload): lower-cased, its Turkish letters folded ("sahne sanatci 12").
 */
const folded = (name: ReturnType<typeof sql>) => sql`translate(lower(${name}), 'çğıöşü', 'cgiosu')`

/** Bench profiles loaded before the loader folded their search names get them folded. */
async function foldSearchNames(payload: Payload) {
  for (const table of ['artists', 'venues'])
    await payload.db.drizzle.execute(sql`
      UPDATE ${sql.identifier(table)} SET search_name = ${folded(sql`name`)}
      WHERE slug LIKE ${`${PREFIX}%`} AND search_name <> ${folded(sql`name`)}`)
}

async function loadArtists(payload: Payload, target: number) {
  const db = payload.db.drizzle
  const have = await count(
    payload,
    sql`SELECT count(*) AS n FROM users WHERE email LIKE ${EMAIL('artist')}`,
  )
  if (have >= target) return
  await db.execute(sql`
    WITH made AS (
      INSERT INTO users (email, fullname, role, city, created_at)
      SELECT ${PREFIX} || 'artist-' || g || '@bench.example.com', 'Sahne Sanatçı ' || g, 'artist',
             (${CITIES})[1 + g % 12]::enum_users_city, now() - (g % 900) * interval '1 day'
      FROM generate_series(${have + 1}::int, ${target}::int) AS g
      RETURNING id, fullname, city, created_at)
    INSERT INTO artists (user_id, name, slug, search_name, city, act_type, follower_count,
                         is_public, fee_range_min, fee_range_max, set_length_minutes, created_at)
    SELECT id, fullname, ${PREFIX} || id, ${folded(sql`fullname`)}, city::text::enum_artists_city,
           (ARRAY['solo','duo','band'])[1 + id % 3]::enum_artists_act_type,
           -- A long tail: most artists have a few followers, some thousands.
           floor(power(random(), 4) * 5000)::int,
           id % 10 <> 0, 200000 + (id % 10) * 100000, 500000 + (id % 10) * 200000,
           (ARRAY[45, 60, 90])[1 + id % 3], created_at
    FROM made`)
  await db.execute(sql`
    INSERT INTO artists_genres ("order", parent_id, value)
    SELECT o, a.id, (${GENRES})[1 + (a.id * 7 + o * 3) % 15]::enum_artists_genres
    FROM artists a CROSS JOIN generate_series(1, 2) AS o
    WHERE a.slug LIKE ${`${PREFIX}%`}
      AND NOT EXISTS (SELECT 1 FROM artists_genres g WHERE g.parent_id = a.id)`)
  await db.execute(sql`
    INSERT INTO artists_locales (bio, _locale, _parent_id)
    SELECT CASE l WHEN 'tr' THEN a.name || ', ' || a.city || ' sahnelerinde çalan bir müzisyen.'
                  ELSE a.name || ' plays the stages of ' || a.city || '.' END,
           l::_locales, a.id
    FROM artists a CROSS JOIN unnest(ARRAY['tr','en']) AS l
    WHERE a.slug LIKE ${`${PREFIX}%`}
      AND NOT EXISTS (SELECT 1 FROM artists_locales x WHERE x._parent_id = a.id)`)
}

async function loadVenues(payload: Payload, target: number) {
  const db = payload.db.drizzle
  const have = await count(
    payload,
    sql`SELECT count(*) AS n FROM users WHERE email LIKE ${EMAIL('venue')}`,
  )
  if (have >= target) return
  await db.execute(sql`
    WITH made AS (
      INSERT INTO users (email, fullname, role, city)
      SELECT ${PREFIX} || 'venue-' || g || '@bench.example.com', 'Sahne Mekân ' || g, 'organizer',
             (${CITIES})[1 + g % 12]::enum_users_city
      FROM generate_series(${have + 1}::int, ${target}::int) AS g
      RETURNING id, fullname, city)
    INSERT INTO venues (user_id, name, slug, search_name, city, address, capacity, is_public)
    SELECT id, fullname, ${PREFIX} || id, ${folded(sql`fullname`)}, city::text::enum_venues_city,
           'Bench Sokak No. ' || id, 50 + (id % 20) * 25, id % 10 <> 0
    FROM made`)
  await db.execute(sql`
    INSERT INTO venues_genres ("order", parent_id, value)
    SELECT o, v.id, (${GENRES})[1 + (v.id * 5 + o * 4) % 15]::enum_venues_genres
    FROM venues v CROSS JOIN generate_series(1, 2) AS o
    WHERE v.slug LIKE ${`${PREFIX}%`}
      AND NOT EXISTS (SELECT 1 FROM venues_genres g WHERE g.parent_id = v.id)`)
  await db.execute(sql`
    INSERT INTO venues_locales (description, _locale, _parent_id)
    SELECT CASE l WHEN 'tr' THEN v.name || ': canlı müzik için bir sahne.'
                  ELSE v.name || ': a stage for live music.' END, l::_locales, v.id
    FROM venues v CROSS JOIN unnest(ARRAY['tr','en']) AS l
    WHERE v.slug LIKE ${`${PREFIX}%`}
      AND NOT EXISTS (SELECT 1 FROM venues_locales x WHERE x._parent_id = v.id)`)
}

async function loadFans(payload: Payload, target: number) {
  const have = await count(
    payload,
    sql`SELECT count(*) AS n FROM users WHERE email LIKE ${EMAIL('fan')}`,
  )
  if (have >= target) return
  await payload.db.drizzle.execute(sql`
    INSERT INTO users (email, fullname, role, city, digest)
    SELECT ${PREFIX} || 'fan-' || g || '@bench.example.com', 'Sahne Dinleyici ' || g, 'fan',
           (${CITIES})[1 + g % 12]::enum_users_city, g % 3 = 0
    FROM generate_series(${have + 1}::int, ${target}::int) AS g`)
}

/**
 * Gigs from a year back to six months ahead, each at a bench venue (its city, its account); a
 * twentieth cancelled. Numbered in their titles so a top-up continues the series.
 */
async function loadGigs(payload: Payload, target: number) {
  const db = payload.db.drizzle
  const have = await count(
    payload,
    sql`SELECT count(*) AS n FROM gigs WHERE title LIKE ${`${PREFIX}%`}`,
  )
  if (have >= target) return
  await db.execute(sql`
    WITH venue AS MATERIALIZED (
      SELECT array_agg(v.id ORDER BY v.id) AS ids, count(*)::int AS n
      FROM venues v WHERE v.slug LIKE ${`${PREFIX}%`}),
    spec AS (
      -- 15:00-19:00 UTC is 18:00-22:00 in Istanbul.
      SELECT g, ${pick('venue', sql`g`)} AS venue,
             date_trunc('day', now()) + ((g * 7919) % 546 - 365) * interval '1 day'
               + (15 + g % 5) * interval '1 hour' AS at
      FROM generate_series(${have + 1}::int, ${target}::int) AS g)
    INSERT INTO gigs (title, short_description, description, date, deadline, city, venue,
                      organizer_id, venue_profile_id, fee_type, fee_amount, fee_min, fee_max,
                      slots, status, image_url, created_at)
    SELECT ${PREFIX} || s.g || ' ' || v.name || ' canlı', 'Bench gig ' || s.g,
           'Bench gig ' || s.g || ' at ' || v.name, s.at, s.at - interval '2 days',
           v.city::text::enum_gigs_city, v.name, v.user_id, v.id,
           (ARRAY['fixed','range','door'])[1 + s.g % 3]::enum_gigs_fee_type,
           CASE WHEN s.g % 3 = 0 THEN 300000 + (s.g % 7) * 50000 END,
           CASE WHEN s.g % 3 = 1 THEN 200000 END, CASE WHEN s.g % 3 = 1 THEN 600000 END,
           1 + s.g % 2,
           (CASE WHEN s.g % 20 = 0 THEN 'cancelled' WHEN s.g % 2 = 0 THEN 'filled' ELSE 'open' END)::enum_gigs_status,
           '/images/gigs/gig-' || (1 + s.g % 6) || '.webp', least(s.at, now()) - interval '20 days'
    FROM spec s JOIN venues v ON v.id = s.venue`)
  await db.execute(sql`
    INSERT INTO gigs_genres ("order", parent_id, value)
    SELECT 1, g.id, (${GENRES})[1 + g.id % 15]::enum_gigs_genres
    FROM gigs g WHERE g.title LIKE ${`${PREFIX}%`}
      AND NOT EXISTS (SELECT 1 FROM gigs_genres x WHERE x.parent_id = g.id)`)
}

/**
 * Five applications a gig (one in five an invitation), on artists spread over the directory.
 * On every second gig (the even-numbered ones, "filled") the first is accepted: a booking.
 */
async function loadApplications(payload: Payload) {
  await payload.db.drizzle.execute(sql`
    WITH artist AS MATERIALIZED (
      SELECT array_agg(a.id ORDER BY a.id) AS ids, count(*)::int AS n
      FROM artists a WHERE a.slug LIKE ${`${PREFIX}%`}),
    gig AS (
      SELECT g.id, g.organizer_id, g.date, g.status,
             substring(g.title FROM ${`${PREFIX}(\\d+)`})::int AS g
      FROM gigs g WHERE g.title LIKE ${`${PREFIX}%`}
        AND NOT EXISTS (SELECT 1 FROM applications x WHERE x.gig_id = g.id))
    INSERT INTO applications (kind, gig_id, artist_id, artist_user_id, organizer_id, message,
                              proposed_fee, state, responded_at, created_at)
    SELECT (CASE WHEN j = 4 THEN 'invitation' ELSE 'application' END)::enum_applications_kind,
           gig.id, a.id, a.user_id, gig.organizer_id, 'Merhaba, bu sahnede çalmak isteriz.',
           300000 + j * 50000,
           (CASE WHEN j = 0 AND gig.g % 2 = 0 AND gig.status <> 'cancelled' THEN 'accepted'
                 WHEN gig.date > now() THEN (ARRAY['pending','pending','declined','withdrawn'])[1 + (gig.g + j) % 4]
                 ELSE (ARRAY['declined','expired','withdrawn','expired'])[1 + (gig.g + j) % 4] END)::enum_applications_state,
           CASE WHEN j = 0 THEN gig.date - interval '10 days' END, gig.date - interval '15 days'
    FROM gig CROSS JOIN generate_series(0, ${BASE.applicationsPerGig - 1}::int) AS j
    JOIN artists a ON a.id = ${pick('artist', sql`gig.g * 37 + j * ((SELECT n FROM artist) / 5 + 1)`)}`)
}

/**
 * A booking for each accepted application: completed when its gig is past, confirmed ahead, a
 * tenth cancelled; each with its payment (released, held or due; refunded when cancelled) and
 * the paid ones' ledger pairs (the charge into escrow, the release and the commission out).
 */
async function loadBookings(payload: Payload) {
  await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    await tx.execute(sql`
      INSERT INTO bookings (application_id, gig_id, artist_id, artist_user_id, organizer_id, state,
                            terms_status, agreed_fee_type, agreed_fee_amount, completed_at, created_at)
      SELECT ap.id, ap.gig_id, ap.artist_id, ap.artist_user_id, ap.organizer_id,
             (CASE WHEN ap.id % 10 = 3 THEN 'cancelled' WHEN g.date < now() THEN 'completed'
                   ELSE 'confirmed' END)::enum_bookings_state,
             (CASE WHEN g.date < now() THEN 'confirmed' ELSE (ARRAY['none','proposed','confirmed'])[1 + ap.id % 3] END)::enum_bookings_terms_status,
             'fixed'::enum_bookings_agreed_fee_type, ap.proposed_fee,
             CASE WHEN g.date < now() AND ap.id % 10 <> 3 THEN g.date + interval '1 day' END,
             ap.responded_at
      FROM applications ap JOIN gigs g ON g.id = ap.gig_id
      WHERE ap.state = 'accepted' AND g.title LIKE ${`${PREFIX}%`}
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.application_id = ap.id)`)
    await tx.execute(sql`
      INSERT INTO payments (booking_id, gig_id, artist_id, artist_user_id, organizer_id, status,
                            amount, commission, artist_amount, policy, due_at, paid_at, release_at)
      SELECT b.id, b.gig_id, b.artist_id, b.artist_user_id, b.organizer_id,
             (CASE WHEN b.state = 'cancelled' THEN 'refunded' WHEN b.state = 'completed' THEN 'released'
                   WHEN b.id % 4 = 0 THEN 'due' ELSE 'held' END)::enum_payments_status,
             b.agreed_fee_amount, b.agreed_fee_amount / 10, b.agreed_fee_amount - b.agreed_fee_amount / 10,
             (ARRAY['flexible','moderate','strict'])[1 + b.id % 3]::enum_payments_policy,
             g.date - interval '7 days',
             CASE WHEN b.state = 'completed' OR b.id % 4 <> 0 THEN g.date - interval '8 days' END,
             g.date + interval '2 days'
      FROM bookings b JOIN gigs g ON g.id = b.gig_id
      WHERE g.title LIKE ${`${PREFIX}%`}
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id)`)
    // A movement's pair sums to zero: minus where the money leaves, plus where it arrives.
    await tx.execute(sql`
      INSERT INTO ledger_entries (payment, movement, kind, account, amount, created_at)
      SELECT p.id, 'payment-' || p.id || ':' || m.kind, m.kind::enum_ledger_entries_kind,
             side.account::enum_ledger_entries_account,
             side.sign * CASE m.kind WHEN 'commission' THEN p.commission
                                     WHEN 'release' THEN p.artist_amount ELSE p.amount END,
             p.paid_at
      FROM payments p
      JOIN gigs g ON g.id = p.gig_id AND g.title LIKE ${`${PREFIX}%`}
      CROSS JOIN LATERAL (VALUES ('charge', 'organizer', 'escrow'), ('release', 'escrow', 'artist'),
                                 ('commission', 'escrow', 'platform'), ('refund', 'escrow', 'organizer'))
                 AS m(kind, source, target)
      CROSS JOIN LATERAL (VALUES (m.source, -1), (m.target, 1)) AS side(account, sign)
      WHERE p.paid_at IS NOT NULL
        AND (m.kind = 'charge' OR (m.kind IN ('release', 'commission') AND p.status = 'released')
             OR (m.kind = 'refund' AND p.status = 'refunded'))
        AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.payment = p.id)`)
  })
  await payload.db.drizzle.execute(sql`SELECT rebuild_artist_busy_days()`)
}

/** Fans follow five artists and mark three upcoming shows they go to. */
async function loadFollowsAndGoings(payload: Payload) {
  const db = payload.db.drizzle
  await db.execute(sql`
    WITH artist AS MATERIALIZED (
      SELECT array_agg(a.id ORDER BY a.id) AS ids, count(*)::int AS n
      FROM artists a WHERE a.slug LIKE ${`${PREFIX}%`} AND a.is_public),
    fan AS (
      SELECT u.id FROM users u WHERE u.email LIKE ${EMAIL('fan')}
        AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id))
    INSERT INTO follows (follower_id, artist_id)
    SELECT fan.id, ${pick('artist', sql`fan.id * 13 + j * ((SELECT n FROM artist) / 5 + 1)`)}
    FROM fan CROSS JOIN generate_series(0, ${BASE.followsPerFan - 1}::int) AS j`)
  await db.execute(sql`
    WITH show AS (
      SELECT DISTINCT g.id FROM gigs g JOIN bookings b ON b.gig_id = g.id
      WHERE g.title LIKE ${`${PREFIX}%`} AND b.state = 'confirmed' AND g.date > now()),
    shows AS MATERIALIZED (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM show),
    fan AS (
      SELECT u.id FROM users u WHERE u.email LIKE ${EMAIL('fan')}
        AND NOT EXISTS (SELECT 1 FROM goings x WHERE x.user_id = u.id))
    INSERT INTO goings (user_id, gig_id)
    SELECT DISTINCT fan.id, ${pick('shows', sql`fan.id * 11 + j * 17`)}
    FROM fan CROSS JOIN generate_series(0, ${BASE.goingsPerFan - 1}::int) AS j`)
}

/**
 * Posts through the bulk post seeder (published, both languages), then a tenth back to drafts and
 * a seventh of the rest in Turkish only; 25 comments on each published one (a fifth replies, a
 * tenth waiting for moderation) from the bench's fans.
 */
async function loadPosts(payload: Payload, target: number) {
  const db = payload.db.drizzle
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`,
  )
  await seedBulkPosts(payload, target, rows[0]!.id)
  const bulk = `${BULK_SLUG_PREFIX}%`
  await db.execute(sql`
    UPDATE posts SET _status = 'draft'
    WHERE slug LIKE ${bulk} AND id % 10 = 0 AND _status = 'published'`)
  await db.execute(sql`
    UPDATE _posts_v v SET version__status = 'draft' FROM posts p
    WHERE v.parent_id = p.id AND p.slug LIKE ${bulk} AND p._status = 'draft'
      AND v.version__status = 'published'`)
  await db.execute(sql`
    DELETE FROM posts_locales l USING posts p
    WHERE l._parent_id = p.id AND p.slug LIKE ${bulk} AND p.id % 7 = 0 AND l._locale = 'en'`)
  await db.execute(sql`
    WITH fans AS MATERIALIZED (
      SELECT array_agg(u.id ORDER BY u.id) AS ids, count(*)::int AS n
      FROM users u WHERE u.email LIKE ${EMAIL('fan')}),
    post AS (
      SELECT p.id, p.published_at FROM posts p
      WHERE p.slug LIKE ${bulk} AND p._status = 'published'
        AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.post_id = p.id))
    INSERT INTO comments (post_id, text, author_id, author_name, status, created_at)
    SELECT post.id, 'Yorum ' || j || ': çok faydalı bir yazı, teşekkürler.', fan.id, fan.fullname,
           (CASE WHEN j % 10 = 9 THEN 'pending' ELSE 'approved' END)::enum_comments_status,
           post.published_at + j * interval '3 hours'
    FROM post CROSS JOIN generate_series(0, ${BASE.commentsPerPost - 1}::int) AS j
    JOIN users fan ON fan.id = ${pick('fans', sql`post.id * 31 + j`)}`)
  // A fifth of them answer the comment before them on the same post.
  await db.execute(sql`
    UPDATE comments c SET parent_comment_id = prev.id
    FROM comments prev
    WHERE prev.post_id = c.post_id AND prev.id = c.id - 1 AND c.id % 5 = 0
      AND c.parent_comment_id IS NULL AND c.text LIKE 'Yorum %' AND prev.text LIKE 'Yorum %'`)
}

/** Tops the database up to `factor` times the demo-sized market; the seconds each table took. */
export async function loadMarket(payload: Payload, factor: number) {
  const n = (base: number) => Math.round(base * factor)
  console.log(`Loading the market at factor ${factor}:`)
  const started = Date.now()
  await step('artists', () => loadArtists(payload, n(BASE.artists)))
  await step('venues', () => loadVenues(payload, n(BASE.venues)))
  await step('search names', () => foldSearchNames(payload))
  await step('fans', () => loadFans(payload, n(BASE.fans)))
  await step('gigs', () => loadGigs(payload, n(BASE.gigs)))
  await step('applications', () => loadApplications(payload))
  await step('bookings, payments, ledger', () => loadBookings(payload))
  await step('follows, goings', () => loadFollowsAndGoings(payload))
  await step('posts, comments', () => loadPosts(payload, n(BASE.posts)))
  await step('analyze', () => payload.db.drizzle.execute(sql`VACUUM ANALYZE`))
  return Date.now() - started
}

/** How many rows the big tables hold. */
export async function marketCounts(payload: Payload) {
  const tables = [
    'users',
    'artists',
    'venues',
    'gigs',
    'applications',
    'bookings',
    'payments',
    'ledger_entries',
    'posts',
    'comments',
    'follows',
    'goings',
  ]
  const { rows } = await payload.db.drizzle.execute<Record<string, number>>(
    sql.raw(`SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`),
  )
  return rows[0]!
}
