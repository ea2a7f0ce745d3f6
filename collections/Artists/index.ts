import type { CollectionConfig } from 'payload'

import { artistOrAdmin } from '../../access/artistOrAdmin'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { profileOwnerOrAdmin } from '../../access/profileOwnerOrAdmin'
import { publicProfileOrOwner } from '../../access/publicProfileOrOwner'
import { ACT_TYPES } from '../../src/lib/market/actTypes'
import { marketOptions } from '../../src/lib/market/optionLabels'
import { LINK_KINDS } from '../../src/lib/market/profileLinks'
import { derivedProfileFields } from '../fields/derivedProfileFields'
import { cityField, genresField, photoField } from '../fields/marketFields'
import { ownerField } from '../fields/ownerField'
import { pressKitFields } from '../fields/pressKitFields'
import { profileSlugField } from '../fields/profileSlugField'
import { validProfileLink } from '../fields/validProfileLink'
import { removeArtistRecords } from './hooks/removeArtistRecords'
import {
  revalidateArtistsAfterChange,
  revalidateArtistsAfterDelete,
} from './hooks/revalidateArtists'
import { PROFILE_LIMITS } from '../../src/lib/limits'

/** A musician's or band's public page; one per artist account. */
export const Artists: CollectionConfig = {
  slug: 'artists',
  labels: {
    singular: { tr: 'Sanatçı', en: 'Artist' },
    plural: { tr: 'Sanatçılar', en: 'Artists' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'actType', 'isPublic', 'followerCount'],
    listSearchableFields: ['name', 'slug'],
  },
  access: {
    read: publicProfileOrOwner,
    create: artistOrAdmin,
    update: profileOwnerOrAdmin,
    delete: isAdmin,
  },
  hooks: {
    afterChange: [revalidateArtistsAfterChange],
    beforeDelete: [removeArtistRecords],
    afterDelete: [revalidateArtistsAfterDelete],
  },
  fields: [
    ownerField('artist'),
    {
      name: 'name',
      type: 'text',
      maxLength: PROFILE_LIMITS.name,
      label: { tr: 'Sahne adı', en: 'Stage name' },
    },
    profileSlugField('artists', 'sanatci'),
    {
      name: 'bio',
      type: 'textarea',
      localized: true,
      maxLength: PROFILE_LIMITS.text,
      label: { tr: 'Biyografi', en: 'Bio' },
    },
    genresField,
    cityField(),
    {
      name: 'actType',
      type: 'select',
      options: marketOptions('actTypes', ACT_TYPES),
      label: { tr: 'Topluluk türü', en: 'Act type' },
    },
    photoField,
    {
      name: 'links',
      type: 'group',
      label: { tr: 'Bağlantılar', en: 'Links' },
      fields: LINK_KINDS.map((kind) => ({
        name: kind,
        type: 'text' as const,
        maxLength: PROFILE_LIMITS.link,
        validate: validProfileLink(kind),
      })),
    },
    ...pressKitFields,
    {
      name: 'followerCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
      label: { tr: 'Takipçi sayısı', en: 'Followers' },
    },
    ...derivedProfileFields,
  ],
  timestamps: true,
}
