import type { CollectionConfig, Field } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { isAdminField } from '../access/isAdminField'

/** A secret of the double opt-in: never shown, never exported, written by the server only. */
const secretField = (name: string, type: 'text' | 'date'): Field =>
  ({
    name,
    type,
    index: type === 'text',
    access: { read: () => false, create: () => false, update: () => false },
    admin: { hidden: true },
    custom: { 'plugin-import-export': { disabled: true } },
  }) as Field

const readOnlyDate = (name: string, label: { tr: string; en: string }): Field => ({
  name,
  type: 'date',
  access: { create: isAdminField, update: isAdminField },
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  label,
})

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: {
    singular: { tr: 'Abone', en: 'Subscriber' },
    plural: { tr: 'Aboneler', en: 'Subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'createdAt', 'confirmedAt'],
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
      // Double opt-in: an address counts as subscribed only once its owner confirmed it.
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: { tr: 'Onay bekliyor', en: 'Pending' } },
        { value: 'confirmed', label: { tr: 'Onaylandı', en: 'Confirmed' } },
        { value: 'unsubscribed', label: { tr: 'Abonelikten çıktı', en: 'Unsubscribed' } },
      ],
      // A visitor cannot skip the confirmation by posting a status to Payload's REST API.
      access: { create: isAdminField },
      label: { tr: 'Durum', en: 'Status' },
    },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'tr',
      options: [
        { value: 'tr', label: 'Türkçe' },
        { value: 'en', label: 'English' },
      ],
      label: { tr: 'E-posta dili', en: 'Email language' },
    },
    readOnlyDate('confirmedAt', { tr: 'Onay zamanı', en: 'Confirmed at' }),
    readOnlyDate('unsubscribedAt', { tr: 'Ayrılma zamanı', en: 'Unsubscribed at' }),
    secretField('confirmTokenHash', 'text'),
    secretField('confirmTokenExpiresAt', 'date'),
  ],
  timestamps: true,
}
