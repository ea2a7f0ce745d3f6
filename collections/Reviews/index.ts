import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { REVIEW_LIMITS } from '../../src/lib/limits'
import { ARTIST_SCORES, VENUE_SCORES } from '../../src/lib/market/reviewScores'
import { labelledOptions } from '../fields/labelledOptions'
import { requiredOnCreate } from '../fields/requiredOnCreate'
import {
  revalidateReviewsAfterChange,
  revalidateReviewsAfterDelete,
} from './hooks/revalidateReviews'

const score = (name: string): Field => ({
  name,
  type: 'number',
  min: REVIEW_LIMITS.scoreMin,
  max: REVIEW_LIMITS.scoreMax,
  admin: { readOnly: true },
})

/**
 * What one party of a completed booking says of the other; written only by the domain layer
 * (src/server/market/reviews), read by the public only once `revealed`. Admins hide reported ones.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: {
    singular: { tr: 'Değerlendirme', en: 'Review' },
    plural: { tr: 'Değerlendirmeler', en: 'Reviews' },
  },
  admin: {
    defaultColumns: ['direction', 'booking', 'reportCount', 'hidden', 'revealed', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  // One review a side of a booking, whatever races.
  indexes: [{ fields: ['booking', 'direction'], unique: true }],
  hooks: {
    afterChange: [revalidateReviewsAfterChange],
    afterDelete: [revalidateReviewsAfterDelete],
  },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    {
      name: 'direction',
      type: 'select',
      required: true,
      options: labelledOptions({
        artistToVenue: { tr: 'Sanatçıdan mekâna', en: 'Artist about venue' },
        venueToArtist: { tr: 'Mekândan sanatçıya', en: 'Venue about artist' },
      }),
    },
    // Emptied when the author's account is deleted: the review stays on the other's profile.
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      validate: requiredOnCreate,
      index: true,
    },
    { name: 'artist', type: 'relationship', relationTo: 'artists', index: true },
    { name: 'venue', type: 'relationship', relationTo: 'venues', index: true },
    { name: 'paidAsAgreed', type: 'checkbox', admin: { readOnly: true } },
    ...[...VENUE_SCORES, ...ARTIST_SCORES].map(score),
    { name: 'text', type: 'textarea', required: true, maxLength: REVIEW_LIMITS.textMax },
    { name: 'reply', type: 'textarea', maxLength: REVIEW_LIMITS.textMax },
    { name: 'repliedAt', type: 'date' },
    {
      name: 'revealAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: { tr: 'Kör süre sonu', en: 'Blind period ends' } },
    },
    {
      name: 'revealed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
      label: { tr: 'Gizli (moderasyon)', en: 'Hidden (moderation)' },
    },
    {
      name: 'reportedBy',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      admin: { readOnly: true },
    },
    {
      name: 'reportCount',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      label: { tr: 'Şikâyet', en: 'Reports' },
    },
  ],
  timestamps: true,
}
