import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { recipientOrAdmin } from '../../access/recipientOrAdmin'
import { NOTIFICATION_TYPES } from '../../src/lib/market/notificationTypes'

/**
 * One in-app notice for one user. The server makes them (src/server/market/notifications); the text is
 * rendered from the catalogues in the reader's language from `type` and `values`.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: {
    singular: { tr: 'Bildirim', en: 'Notification' },
    plural: { tr: 'Bildirimler', en: 'Notifications' },
  },
  admin: {
    defaultColumns: ['user', 'type', 'readAt', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  // Recipients may mark theirs read (readAt); everything else is the server's.
  access: { read: recipientOrAdmin, create: isAdmin, update: recipientOrAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: { tr: 'Alıcı', en: 'Recipient' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: NOTIFICATION_TYPES.map((value) => ({ value, label: value })),
      label: { tr: 'Tür', en: 'Type' },
    },
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'applications',
      label: { tr: 'Başvuru', en: 'Application' },
    },
    // The show a fan's notice is about (reminder, cancellation, booking): it leads to its page.
    {
      name: 'gig',
      type: 'relationship',
      relationTo: 'gigs',
      label: { tr: 'Gig', en: 'Gig' },
    },
    // Names for the text (gig title, artist or venue), kept as they were when it happened.
    { name: 'values', type: 'json', label: { tr: 'Değerler', en: 'Values' } },
    { name: 'link', type: 'text', maxLength: 500, label: { tr: 'Bağlantı', en: 'Link' } },
    { name: 'readAt', type: 'date', index: true, label: { tr: 'Okunma', en: 'Read at' } },
  ],
  timestamps: true,
}
