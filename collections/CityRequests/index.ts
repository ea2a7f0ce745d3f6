import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { cityField } from '../fields/marketFields'
import { revalidateRequestedArtist } from './hooks/revalidateRequestedArtist'

/**
 * "Play my city": a fan asks an artist they follow to play their city, once per fan, artist and
 * city (a unique index). Written only by the domain layer; the counts per city are public.
 */
export const CityRequests: CollectionConfig = {
  slug: 'city-requests',
  labels: {
    singular: { tr: 'Şehrime gel isteği', en: 'Play my city request' },
    plural: { tr: 'Şehrime gel istekleri', en: 'Play my city requests' },
  },
  admin: {
    defaultColumns: ['fan', 'artist', 'city', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { afterChange: [revalidateRequestedArtist] },
  indexes: [{ fields: ['fan', 'artist', 'city'], unique: true }],
  fields: [
    {
      name: 'fan',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: { tr: 'Dinleyici', en: 'Fan' },
    },
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'artists',
      required: true,
      index: true,
      label: { tr: 'Sanatçı', en: 'Artist' },
    },
    cityField(true),
  ],
  timestamps: true,
}
