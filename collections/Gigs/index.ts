import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { gigOwnerOrAdmin } from '../../access/gigOwnerOrAdmin'
import { organizerOrAdmin } from '../../access/organizerOrAdmin'
import { assignOrganizer } from './hooks/assignOrganizer'
import { revalidateGig, revalidateGigDelete } from './hooks/revalidateGig'

export const Gigs: CollectionConfig = {
  slug: 'gigs',
  labels: {
    singular: { tr: 'Gig', en: 'Gig' },
    plural: { tr: 'Gigler', en: 'Gigs' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'city', 'venue', 'organizer'],
    listSearchableFields: ['title', 'city', 'venue'],
  },
  access: {
    read: anyone,
    create: organizerOrAdmin,
    update: gigOwnerOrAdmin,
    delete: gigOwnerOrAdmin,
  },
  defaultSort: 'date',
  hooks: {
    beforeChange: [assignOrganizer],
    afterChange: [revalidateGig],
    afterDelete: [revalidateGigDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 200,
      label: { tr: 'Başlık', en: 'Title' },
    },
    {
      name: 'shortDescription',
      type: 'textarea',
      maxLength: 300,
      label: { tr: 'Kısa açıklama', en: 'Short description' },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 10000,
      label: { tr: 'Açıklama', en: 'Description' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { tr: 'Görsel', en: 'Image' } },
    {
      name: 'imageUrl',
      type: 'text',
      maxLength: 2000,
      label: { tr: 'Görsel adresi', en: 'Image URL' },
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Tarih', en: 'Date' },
    },
    {
      name: 'city',
      type: 'text',
      required: true,
      maxLength: 100,
      label: { tr: 'Şehir', en: 'City' },
    },
    { name: 'venue', type: 'text', maxLength: 150, label: { tr: 'Mekan', en: 'Venue' } },
    {
      name: 'organizer',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { in: ['organizer', 'admin'] } },
      label: { tr: 'Organizatör', en: 'Organizer' },
    },
  ],
  timestamps: true,
}
