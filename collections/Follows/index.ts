import type { CollectionConfig } from 'payload'

import { followerOrAdmin } from '../../access/followerOrAdmin'
import { hasRole } from '../../access/hasRole'
import { isAdmin } from '../../access/isAdmin'
import { isAdminField } from '../../access/isAdminField'
import { loggedIn } from '../../access/loggedIn'
import { recountAfterChange, recountAfterDelete } from './hooks/keepFollowerCount'

/** A user following an artist: one row per pair; the artist's followerCount counts them. */
export const Follows: CollectionConfig = {
  slug: 'follows',
  labels: {
    singular: { tr: 'Takip', en: 'Follow' },
    plural: { tr: 'Takipler', en: 'Follows' },
  },
  admin: { defaultColumns: ['follower', 'artist', 'createdAt'] },
  access: {
    read: followerOrAdmin,
    create: loggedIn,
    update: isAdmin,
    delete: followerOrAdmin,
  },
  hooks: { afterChange: [recountAfterChange], afterDelete: [recountAfterDelete] },
  indexes: [{ fields: ['follower', 'artist'], unique: true }],
  fields: [
    {
      name: 'follower',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: isAdminField },
      hooks: {
        // A user follows as themselves; an admin may file a follow for someone.
        beforeChange: [
          ({ value, operation, req }) =>
            operation === 'create' && req.user && !hasRole(req.user, 'admin') ? req.user.id : value,
        ],
      },
      label: { tr: 'Takip eden', en: 'Follower' },
    },
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'artists',
      required: true,
      index: true,
      access: { update: isAdminField },
      label: { tr: 'Sanatçı', en: 'Artist' },
    },
  ],
  timestamps: true,
}
