import type { CollectionConfig } from 'payload'
import path from 'node:path'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

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
    imageSizes: [
      { name: 'card', width: 768, height: 432, position: 'centre' },
      { name: 'cover', width: 1600, height: 900, position: 'centre' },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: { tr: 'Alternatif metin', en: 'Alt text' },
    },
  ],
}
