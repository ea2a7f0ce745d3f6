import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { revalidateShows, revalidateShowsDelete } from './hooks/revalidateShows'

/**
 * A user's "going" mark on a show: one row per (user, gig), the unique index keeping two
 * clicks at once to one mark. Written only by the domain layer (src/server/market/shows); the
 * count is public, the names are not.
 */
export const Goings: CollectionConfig = {
  slug: 'goings',
  labels: {
    singular: { tr: 'Gidiyorum', en: 'Going' },
    plural: { tr: 'Gidenler', en: 'Goings' },
  },
  admin: { defaultColumns: ['user', 'gig', 'createdAt'], group: { tr: 'Pazar', en: 'Market' } },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [revalidateShows], afterDelete: [revalidateShowsDelete] },
  indexes: [{ fields: ['user', 'gig'], unique: true }],
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
      name: 'gig',
      type: 'relationship',
      relationTo: 'gigs',
      required: true,
      index: true,
      label: { tr: 'Gig', en: 'Gig' },
    },
  ],
  timestamps: true,
}
