import type { CollectionConfig } from 'payload'
import path from 'node:path'

import { anyone } from '../../access/anyone'
import { hasRole } from '../../access/hasRole'
import { isAdminField } from '../../access/isAdminField'
import { photoOwnerOrAdmin } from '../../access/photoOwnerOrAdmin'
import { profileMemberOrAdmin } from '../../access/profileMemberOrAdmin'
import { uploadUrlFields } from '../fields/uploadUrlFields'
import { detachPhoto } from './hooks/detachPhoto'

/** Artist and venue profile photos, uploaded from the site by their members. */
export const Photos: CollectionConfig = {
  slug: 'photos',
  labels: {
    singular: { tr: 'Fotoğraf', en: 'Photo' },
    plural: { tr: 'Fotoğraflar', en: 'Photos' },
  },
  access: {
    read: anyone,
    create: profileMemberOrAdmin,
    update: photoOwnerOrAdmin,
    delete: photoOwnerOrAdmin,
  },
  hooks: { beforeDelete: [detachPhoto] },
  upload: {
    staticDir: path.resolve(process.cwd(), 'media', 'photos'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // Every photo, the panel's uploads too, is re-encoded by sharp: metadata (GPS) never survives.
    resizeOptions: { width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
  },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { update: isAdminField },
      hooks: {
        beforeChange: [
          ({ value, operation, req }) =>
            operation === 'create' && req.user && !hasRole(req.user, 'admin') ? req.user.id : value,
        ],
      },
      label: { tr: 'Yükleyen', en: 'Uploaded by' },
    },
    {
      name: 'alt',
      type: 'text',
      maxLength: 200,
      label: { tr: 'Alternatif metin', en: 'Alt text' },
    },
    // Files are served at /api/photos/<name>.
    ...uploadUrlFields('photos'),
  ],
  timestamps: true,
}
