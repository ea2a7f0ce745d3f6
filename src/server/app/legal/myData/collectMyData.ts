import 'server-only'

import type { Payload } from 'payload'

import { collectMarketData } from './collectMarketData'
import { findOwn, ids, pick } from './findOwn'
import { publicNames } from './publicNames'

/** An uploaded file of the account, packed into the export's `uploads/` folder. */
export type ExportFile = { collection: 'photos'; filename: string }

/**
 * Everything Sahne holds about one account (KVKK art. 11/1-b), machine-readable: the account and
 * its settings, its profiles, gigs, market records, follows, going marks, notices, consent
 * records, the contracts accepted before paying, payout details (the IBAN's last four digits only: the full details stay sealed), blog
 * comments, city requests, calendar blocks and newsletter subscription; and the list of its
 * uploaded files. Every field is named (`pick`), so nothing is exported by accident.
 */
export async function collectMyData(payload: Payload, userId: number) {
  const user = await payload.findByID({ collection: 'users', id: userId, overrideAccess: true })
  const mine = { user: { equals: userId } }
  const artists = await findOwn(payload, 'artists', mine)
  const venues = await findOwn(payload, 'venues', mine)
  const market = await collectMarketData(payload, userId, {
    artists: ids(artists),
    venues: ids(venues),
  })
  const follows = await findOwn(payload, 'follows', { follower: { equals: userId } })
  const goings = await findOwn(payload, 'goings', mine)
  const names = await publicNames(payload, [...follows, ...goings])
  const photos = await findOwn(payload, 'photos', { owner: { equals: userId } })
  const profile = ['id', 'name', 'slug', 'city', 'genres', 'photo', 'isPublic', 'createdAt']
  const data = {
    format: 'sahne-my-data/1',
    exportedAt: new Date().toISOString(),
    units: { money: 'kuruş (1/100 TRY)', dates: 'ISO 8601, UTC' },
    account: {
      ...pick(
        [user as unknown as Record<string, unknown>],
        [
          'id',
          'email',
          'fullname',
          'role',
          'locale',
          'city',
          'digest',
          'emailEvents',
          'createdAt',
          'updatedAt',
        ],
      )[0],
      signsInWithGoogle: Boolean(user.googleSub),
    },
    artistProfiles: pick(artists, [
      ...profile,
      'bio',
      'actType',
      'links',
      'media',
      'gallery',
      'setLengthMinutes',
      'feeRange',
      'rider',
    ]),
    venueProfiles: pick(venues, [
      ...profile,
      'description',
      'address',
      'capacity',
      'website',
      'instagram',
    ]),
    gigs: pick(await findOwn(payload, 'gigs', { organizer: { equals: userId } }), [
      'id',
      'title',
      'shortDescription',
      'description',
      'date',
      'city',
      'venue',
      'venueProfile',
      'genres',
      'ticketUrl',
      'fee',
      'slots',
      'deadline',
      'status',
      'createdAt',
    ]),
    ...market,
    follows: follows.map((row) => ({
      artist: names.artist(row.artist as number),
      createdAt: row.createdAt,
    })),
    going: goings.map((row) => ({ gig: names.gig(row.gig as number), createdAt: row.createdAt })),
    notifications: pick(await findOwn(payload, 'notifications', mine), [
      'type',
      'values',
      'link',
      'readAt',
      'createdAt',
    ]),
    consentRecords: pick(
      await findOwn(payload, 'consent-records', {
        or: [{ user: { equals: userId } }, { email: { equals: user.email.toLowerCase() } }],
      }),
      [
        'purpose',
        'kind',
        'action',
        'locale',
        'textVersion',
        'textHash',
        'ip',
        'screen',
        'createdAt',
      ],
    ),
    contractAcceptances: pick(
      await findOwn(payload, 'contract-acceptances', { user: { equals: userId } }),
      ['booking', 'order', 'locale', 'termsVersion', 'textHash', 'text', 'ip', 'createdAt'],
    ),
    payoutDetails: pick(await findOwn(payload, 'payout-details', mine), [
      'payeeType',
      'taxStatus',
      'city',
      'ibanLast4',
      'createdAt',
      'updatedAt',
    ]),
    comments: pick(await findOwn(payload, 'comments', { author: { equals: userId } }), [
      'post',
      'text',
      'status',
      'createdAt',
    ]),
    cityRequests: pick(await findOwn(payload, 'city-requests', { fan: { equals: userId } }), [
      'artist',
      'city',
      'createdAt',
    ]),
    availabilityBlocks: pick(await findOwn(payload, 'availability-blocks', mine), [
      'fromDay',
      'toDay',
      'note',
      'source',
      'createdAt',
    ]),
    newsletter: pick(
      await findOwn(payload, 'subscribers', { email: { equals: user.email.toLowerCase() } }),
      ['email', 'status', 'locale', 'createdAt'],
    ),
    uploads: pick(photos, ['id', 'filename', 'alt', 'mimeType', 'filesize', 'createdAt']),
  }
  const files: ExportFile[] = photos
    .filter((row) => typeof row.filename === 'string')
    .map((row) => ({ collection: 'photos', filename: row.filename as string }))
  return { data, files, user }
}

export type MyData = Awaited<ReturnType<typeof collectMyData>>['data']
