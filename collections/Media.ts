import type { CollectionConfig, ImageSize } from 'payload'
import path from 'node:path'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { uploadUrlFields } from './fields/uploadUrlFields'

const imageSizes: ImageSize[] = [
  { name: 'card', width: 768, height: 432, position: 'centre' },
  { name: 'cover', width: 1600, height: 900, position: 'centre' },
]

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { tr: 'Medya', en: 'Media' },
    plural: { tr: 'Medya', en: 'Media' },
  },
  access: {
    read: anyone,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  upload: {
    staticDir: path.resolve(process.cwd(), 'media'),
    mimeTypes: ['image/*'],
    imageSizes,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: { tr: 'Alternatif metin', en: 'Alt text' },
    },
    // Files are served at /api/media/<name> (the original and each size).
    ...uploadUrlFields('media', imageSizes),
  ],
}
