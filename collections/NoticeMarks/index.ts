import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'

/**
 * A notice sent by the jobs queue, by key (`reminder:<gig>`, `cancelled:<gig>`,
 * `digest:<week>`): the unique (user, key) index lets a retried or doubled job send each one
 * once. Written only by the queue's tasks (src/server/market/shows).
 */
export const NoticeMarks: CollectionConfig = {
  slug: 'notice-marks',
  labels: {
    singular: { tr: 'Gönderilen bildirim', en: 'Sent notice' },
    plural: { tr: 'Gönderilen bildirimler', en: 'Sent notices' },
  },
  admin: { defaultColumns: ['user', 'key', 'createdAt'], group: { tr: 'Pazar', en: 'Market' } },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['user', 'key'], unique: true }],
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: { tr: 'Kullanıcı', en: 'User' },
    },
    {
      name: 'key',
      type: 'text',
      required: true,
      maxLength: 100,
      label: { tr: 'Anahtar', en: 'Key' },
    },
  ],
  timestamps: true,
}
