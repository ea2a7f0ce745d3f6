import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { threadPartyOrAdmin } from '../../access/threadPartyOrAdmin'
import { requiredOnCreate } from '../fields/requiredOnCreate'
import { MESSAGE_MAX } from '../../src/lib/limits'

/** The plain-text thread between an application's two parties (src/server/market/applications/thread). */
export const ApplicationMessages: CollectionConfig = {
  slug: 'application-messages',
  labels: {
    singular: { tr: 'Başvuru mesajı', en: 'Application message' },
    plural: { tr: 'Başvuru mesajları', en: 'Application messages' },
  },
  admin: {
    defaultColumns: ['application', 'author', 'text', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: threadPartyOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'createdAt',
  fields: [
    {
      name: 'application',
      type: 'relationship',
      relationTo: 'applications',
      required: true,
      index: true,
      label: { tr: 'Başvuru', en: 'Application' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      // Emptied when the author's account is deleted: the thread stays the other party's.
      validate: requiredOnCreate,
      label: { tr: 'Yazan', en: 'Author' },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: MESSAGE_MAX,
      label: { tr: 'Metin', en: 'Text' },
    },
  ],
  timestamps: true,
}
