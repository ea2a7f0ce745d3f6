import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { organizerOrAdmin } from '../../access/organizerOrAdmin'
import { profileOwnerOrAdmin } from '../../access/profileOwnerOrAdmin'
import { publicProfileOrOwner } from '../../access/publicProfileOrOwner'
import { derivedProfileFields } from '../fields/derivedProfileFields'
import { cityField, genresField, photoField } from '../fields/marketFields'
import { ownerField } from '../fields/ownerField'
import { profileSlugField } from '../fields/profileSlugField'
import { validProfileLink } from '../fields/validProfileLink'
import { revalidateVenuesAfterChange, revalidateVenuesAfterDelete } from './hooks/revalidateVenues'
import { PROFILE_LIMITS } from '../../src/lib/limits'

/** A venue's public page; one per organizer account. Its gigs point at it. */
export const Venues: CollectionConfig = {
  slug: 'venues',
  labels: {
    singular: { tr: 'Mekân', en: 'Venue' },
    plural: { tr: 'Mekânlar', en: 'Venues' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'capacity', 'isPublic'],
    listSearchableFields: ['name', 'slug'],
  },
  access: {
    read: publicProfileOrOwner,
    create: organizerOrAdmin,
    update: profileOwnerOrAdmin,
    delete: isAdmin,
  },
  hooks: {
    afterChange: [revalidateVenuesAfterChange],
    afterDelete: [revalidateVenuesAfterDelete],
  },
  fields: [
    ownerField('organizer'),
    {
      name: 'name',
      type: 'text',
      maxLength: PROFILE_LIMITS.name,
      label: { tr: 'Mekân adı', en: 'Venue name' },
    },
    profileSlugField('venues', 'mekan'),
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: PROFILE_LIMITS.text,
      label: { tr: 'Açıklama', en: 'Description' },
    },
    cityField(),
    {
      name: 'address',
      type: 'text',
      maxLength: PROFILE_LIMITS.address,
      label: { tr: 'Adres', en: 'Address' },
    },
    {
      name: 'capacity',
      type: 'number',
      min: 1,
      max: PROFILE_LIMITS.capacity,
      label: { tr: 'Kapasite', en: 'Capacity' },
    },
    genresField,
    photoField,
    {
      name: 'website',
      type: 'text',
      maxLength: PROFILE_LIMITS.link,
      validate: validProfileLink('website'),
      label: { tr: 'Web sitesi', en: 'Website' },
    },
    {
      name: 'instagram',
      type: 'text',
      maxLength: PROFILE_LIMITS.link,
      validate: validProfileLink('instagram'),
      label: { tr: 'Instagram', en: 'Instagram' },
    },
    ...derivedProfileFields,
  ],
  timestamps: true,
}
