import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { artistOrAdmin } from '../../access/artistOrAdmin'
import { blockOwnerOrAdmin } from '../../access/blockOwnerOrAdmin'
import { hasRole } from '../../access/hasRole'
import { isAdminField } from '../../access/isAdminField'
import { isCalendarDay } from '../../src/lib/availability/calendarDay'
import { AVAILABILITY_LIMITS } from '../../src/lib/limits'
import { labelledOptions } from '../fields/labelledOptions'
import { ownArtistOnCreate } from './hooks/ownArtistOnCreate'
import {
  revalidateAvailabilityAfterChange,
  revalidateAvailabilityAfterDelete,
} from './hooks/revalidateAvailability'

const calendarDay: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && isCalendarDay(value) ? true : 'YYYY-MM-DD'

/**
 * Istanbul calendar days an artist is not available, `fromDay` to `toDay` both included, with a
 * private note only the artist reads. Written by the domain layer (src/server/market/availability),
 * which keeps one artist's blocks apart under the artist's row lock; the directory's "free on a
 * day" filter reads the (artist, fromDay, toDay) index.
 */
export const AvailabilityBlocks: CollectionConfig = {
  slug: 'availability-blocks',
  labels: {
    singular: { tr: 'Müsait olmayan gün', en: 'Unavailable day' },
    plural: { tr: 'Müsait olmayan günler', en: 'Unavailable days' },
  },
  admin: {
    defaultColumns: ['artist', 'fromDay', 'toDay', 'source'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: {
    read: blockOwnerOrAdmin,
    create: artistOrAdmin,
    update: blockOwnerOrAdmin,
    delete: blockOwnerOrAdmin,
  },
  hooks: {
    afterChange: [revalidateAvailabilityAfterChange],
    afterDelete: [revalidateAvailabilityAfterDelete],
  },
  indexes: [{ fields: ['artist', 'fromDay', 'toDay'] }],
  fields: [
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'artists',
      required: true,
      access: { update: isAdminField },
      hooks: { beforeChange: [ownArtistOnCreate] },
      label: { tr: 'Sanatçı', en: 'Artist' },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: isAdminField },
      hooks: {
        // Always the signed-in artist's own, unless an admin files it.
        beforeChange: [
          ({ value, operation, req }) =>
            operation === 'create' && req.user && !hasRole(req.user, 'admin') ? req.user.id : value,
        ],
      },
      label: { tr: 'Hesap', en: 'Account' },
    },
    {
      name: 'fromDay',
      type: 'text',
      required: true,
      validate: calendarDay,
      label: { tr: 'İlk gün', en: 'First day' },
    },
    {
      name: 'toDay',
      type: 'text',
      required: true,
      validate: calendarDay,
      label: { tr: 'Son gün', en: 'Last day' },
    },
    {
      name: 'note',
      type: 'text',
      maxLength: AVAILABILITY_LIMITS.note,
      label: { tr: 'Özel not', en: 'Private note' },
    },
    {
      // `ical`: read from the artist's external calendar, replaced on every import.
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'manual',
      index: true,
      options: labelledOptions({
        manual: { tr: 'Sanatçı', en: 'Artist' },
        ical: { tr: 'Dış takvim', en: 'External calendar' },
      }),
      label: { tr: 'Kaynak', en: 'Source' },
    },
  ],
  timestamps: true,
}
