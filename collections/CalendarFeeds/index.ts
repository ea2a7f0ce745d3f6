import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { recipientOrAdmin } from '../../access/recipientOrAdmin'

/** A user's private calendar address: whoever knows the secret reads that user's bookings. */
export const CalendarFeeds: CollectionConfig = {
  slug: 'calendar-feeds',
  labels: {
    singular: { tr: 'Takvim adresi', en: 'Calendar feed' },
    plural: { tr: 'Takvim adresleri', en: 'Calendar feeds' },
  },
  admin: { defaultColumns: ['user', 'updatedAt'], group: { tr: 'Pazar', en: 'Market' } },
  access: { read: recipientOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      label: { tr: 'Kullanıcı', en: 'User' },
    },
    {
      name: 'secret',
      type: 'text',
      required: true,
      unique: true,
      label: { tr: 'Gizli anahtar', en: 'Secret' },
    },
  ],
  timestamps: true,
}
