import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { isAdminField } from '../../access/isAdminField'
import { setHandledAt } from './hooks/setHandledAt'
import { CONTACT_LIMITS } from '../../src/lib/limits'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { tr: 'İletişim mesajı', en: 'Contact message' },
    plural: { tr: 'İletişim mesajları', en: 'Contact messages' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'handled', 'createdAt', 'handledAt'],
    listSearchableFields: ['name', 'email', 'message'],
  },
  access: {
    // Anyone may write to us; only admins read, mark handled or delete.
    create: anyone,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  // Unhandled messages first (false sorts before true), newest first within each group.
  defaultSort: ['handled', '-createdAt'],
  hooks: { beforeChange: [setHandledAt] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: CONTACT_LIMITS.name,
      label: { tr: 'Ad', en: 'Name' },
    },
    { name: 'email', type: 'email', required: true, label: { tr: 'E-posta', en: 'Email' } },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: CONTACT_LIMITS.message,
      label: { tr: 'Mesaj', en: 'Message' },
    },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      // A visitor's message always arrives unhandled.
      access: { create: isAdminField },
      admin: { position: 'sidebar' },
      label: { tr: 'Yanıtlandı', en: 'Handled' },
    },
    {
      name: 'handledAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          tr: 'İşaretlendiğinde otomatik dolar.',
          en: 'Filled in when marked handled.',
        },
      },
      label: { tr: 'Yanıtlanma zamanı', en: 'Handled at' },
    },
  ],
  timestamps: true,
}
