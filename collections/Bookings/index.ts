import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { marketPartyOrAdmin } from '../../access/marketPartyOrAdmin'
import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'
import { marketPartyFields } from '../fields/marketPartyFields'
import { MESSAGE_MAX } from '../../src/lib/limits'
import type { CancelledFor } from '../../src/lib/market/cancelledFor'
import { termsFields } from './termsFields'
import { revalidateShowsAfterChange, revalidateShowsAfterDelete } from './hooks/revalidateShows'
import { revalidateLineup } from './hooks/revalidateLineup'
import { removeBookingReviews } from './hooks/removeBookingReviews'

/** What an accepted application becomes; written only by the domain layer (src/server/market/bookings). */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: {
    singular: { tr: 'Rezervasyon', en: 'Booking' },
    plural: { tr: 'Rezervasyonlar', en: 'Bookings' },
  },
  admin: {
    defaultColumns: ['gig', 'artist', 'state', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: marketPartyOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [revalidateShowsAfterChange, revalidateLineup],
    beforeDelete: [removeBookingReviews],
    afterDelete: [revalidateShowsAfterDelete],
  },
  fields: [
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'applications',
      required: true,
      unique: true,
      label: { tr: 'Başvuru', en: 'Application' },
    },
    ...marketPartyFields,
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      index: true,
      options: labelledOptions({
        confirmed: { tr: 'Onaylandı', en: 'Confirmed' },
        cancelled: { tr: 'İptal edildi', en: 'Cancelled' },
        completed: { tr: 'Tamamlandı', en: 'Completed' },
      }),
      label: { tr: 'Durum', en: 'State' },
    },
    {
      name: 'completedAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
      label: { tr: 'Tamamlanma', en: 'Completed at' },
    },
    {
      name: 'cancelReason',
      type: 'textarea',
      maxLength: MESSAGE_MAX,
      label: { tr: 'İptal nedeni', en: 'Cancel reason' },
    },
    {
      name: 'cancelledFor',
      type: 'select',
      options: labelledOptions({
        gigCancelled: { tr: 'Gig iptal edildi', en: 'The gig was cancelled' },
        accountDeleted: { tr: 'Karşı tarafın hesabı silindi', en: "A party's account was deleted" },
        unpaid: { tr: '72 saat içinde ödenmedi', en: 'Not paid within 72 hours' },
      } satisfies Record<CancelledFor, { tr: string; en: string }>),
      admin: { readOnly: true },
      label: { tr: 'Sitenin iptal nedeni', en: "The site's cancel reason" },
    },
    {
      name: 'cancelledBy',
      type: 'relationship',
      relationTo: 'users',
      label: { tr: 'İptal eden', en: 'Cancelled by' },
    },
    {
      // Stored when the booking is made: later edits of the gig's fee never change what was agreed.
      name: 'agreedFee',
      type: 'group',
      admin: { readOnly: true },
      label: { tr: 'Anlaşılan ücret', en: 'Agreed fee' },
      fields: [
        {
          name: 'type',
          type: 'select',
          options: labelledOptions({
            proposed: { tr: 'Sanatçının önerdiği', en: 'Proposed by the artist' },
            fixed: { tr: 'Sabit', en: 'Fixed' },
            range: { tr: 'Aralık', en: 'Range' },
            door: { tr: 'Kapı payı', en: 'Door deal' },
          }),
          label: { tr: 'Tür', en: 'Type' },
        },
        moneyField('amount', { tr: 'Tutar', en: 'Amount' }),
        moneyField('min', { tr: 'En az', en: 'Minimum' }),
        moneyField('max', { tr: 'En çok', en: 'Maximum' }),
      ],
    },
    ...termsFields,
  ],
  timestamps: true,
}
