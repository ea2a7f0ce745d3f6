import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { gigOwnerOrAdmin } from '../../access/gigOwnerOrAdmin'
import { organizerOrAdmin } from '../../access/organizerOrAdmin'
import { FEE_TYPES, GIG_STATUSES } from '../../src/lib/market/gigStatus'
import { marketOptions } from '../../src/lib/market/optionLabels'
import { cityField, genresField } from '../fields/marketFields'
import { moneyField } from '../fields/moneyField'
import { assignOrganizer } from './hooks/assignOrganizer'
import { enforceGigRules } from './hooks/enforceGigRules'
import { expireOnCancel } from './hooks/expireOnCancel'
import { removeGigRecords } from './hooks/removeGigRecords'
import { revalidateGig, revalidateGigDelete } from './hooks/revalidateGig'
import { tellTicketHolders } from './hooks/tellTicketHolders'
import { GIG_LIMITS, POST_LIMITS } from '../../src/lib/limits'

export const Gigs: CollectionConfig = {
  slug: 'gigs',
  labels: {
    singular: { tr: 'Gig', en: 'Gig' },
    plural: { tr: 'Gigler', en: 'Gigs' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'city', 'venue', 'status', 'organizer'],
    listSearchableFields: ['title', 'venue'],
  },
  access: {
    read: anyone,
    create: organizerOrAdmin,
    update: gigOwnerOrAdmin,
    delete: gigOwnerOrAdmin,
  },
  defaultSort: 'date',
  hooks: {
    beforeChange: [assignOrganizer, enforceGigRules],
    afterChange: [revalidateGig, expireOnCancel, tellTicketHolders],
    beforeDelete: [removeGigRecords],
    afterDelete: [revalidateGigDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: GIG_LIMITS.title,
      label: { tr: 'Başlık', en: 'Title' },
    },
    {
      name: 'shortDescription',
      type: 'textarea',
      maxLength: GIG_LIMITS.shortDescription,
      label: { tr: 'Kısa açıklama', en: 'Short description' },
    },
    {
      name: 'description',
      type: 'textarea',
      maxLength: GIG_LIMITS.description,
      label: { tr: 'Açıklama', en: 'Description' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { tr: 'Görsel', en: 'Image' } },
    {
      // The organizer's own picture (POST /api/gigs/{id}/picture), checked like profile photos.
      name: 'photo',
      type: 'upload',
      relationTo: 'photos',
      label: { tr: 'Gig fotoğrafı', en: 'Gig picture' },
    },
    {
      name: 'imageUrl',
      type: 'text',
      maxLength: POST_LIMITS.imageUrl,
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
    cityField(true),
    {
      name: 'venue',
      type: 'text',
      maxLength: GIG_LIMITS.venue,
      label: { tr: 'Mekân', en: 'Venue' },
    },
    {
      name: 'venueProfile',
      type: 'relationship',
      relationTo: 'venues',
      index: true,
      label: { tr: 'Mekân profili', en: 'Venue profile' },
    },
    genresField,
    {
      // Where fans buy tickets, once the gig is a show (https only, checked by the domain layer).
      name: 'ticketUrl',
      type: 'text',
      maxLength: GIG_LIMITS.ticketUrl,
      label: { tr: 'Bilet adresi', en: 'Ticket link' },
    },
    {
      name: 'fee',
      type: 'group',
      label: { tr: 'Ücret', en: 'Fee' },
      fields: [
        {
          name: 'type',
          type: 'select',
          options: marketOptions('feeTypes', FEE_TYPES),
          label: { tr: 'Ücret türü', en: 'Fee type' },
        },
        moneyField('amount', { tr: 'Tutar', en: 'Amount' }),
        { name: 'min', type: 'number', min: 0, label: { tr: 'En az', en: 'Minimum' } },
        { name: 'max', type: 'number', min: 0, label: { tr: 'En çok', en: 'Maximum' } },
      ],
    },
    {
      name: 'slots',
      type: 'number',
      defaultValue: 1,
      min: 1,
      max: GIG_LIMITS.slots,
      label: { tr: 'Aranan sanatçı sayısı', en: 'Acts wanted' },
    },
    {
      name: 'deadline',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Son başvuru', en: 'Application deadline' },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'open',
      index: true,
      options: marketOptions('gigStatus', GIG_STATUSES),
      label: { tr: 'Durum', en: 'Status' },
    },
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
