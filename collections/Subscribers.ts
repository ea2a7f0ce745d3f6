import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: {
    singular: { tr: 'Abone', en: 'Subscriber' },
    plural: { tr: 'Aboneler', en: 'Subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'createdAt'],
    listSearchableFields: ['email'],
  },
  access: {
    // Visitors subscribe through the site's API; only admins see or change the list.
    create: anyone,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      hooks: {
        // Stored lower-cased so uniqueness is case-insensitive.
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        ],
      },
      label: { tr: 'E-posta', en: 'Email' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'subscribed',
      options: [
        { value: 'subscribed', label: { tr: 'Abone', en: 'Subscribed' } },
        { value: 'unsubscribed', label: { tr: 'Abonelikten çıktı', en: 'Unsubscribed' } },
      ],
      label: { tr: 'Durum', en: 'Status' },
    },
  ],
  timestamps: true,
}
