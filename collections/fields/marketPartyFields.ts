import type { Field } from 'payload'

import { requiredOnCreate } from './requiredOnCreate'

/**
 * The gig, the artist profile and the two accounts an application or booking is between; the
 * accounts are copied from the profile and the gig when it is made, so access is one plain query.
 * An account is emptied when it is deleted: the other party keeps the record.
 */
export const marketPartyFields: Field[] = [
  {
    name: 'gig',
    type: 'relationship',
    relationTo: 'gigs',
    required: true,
    index: true,
    label: { tr: 'Gig', en: 'Gig' },
  },
  {
    name: 'artist',
    type: 'relationship',
    relationTo: 'artists',
    required: true,
    index: true,
    label: { tr: 'Sanatçı', en: 'Artist' },
  },
  {
    name: 'artistUser',
    type: 'relationship',
    relationTo: 'users',
    validate: requiredOnCreate,
    index: true,
    admin: { position: 'sidebar' },
    label: { tr: 'Sanatçı hesabı', en: 'Artist account' },
  },
  {
    name: 'organizer',
    type: 'relationship',
    relationTo: 'users',
    validate: requiredOnCreate,
    index: true,
    admin: { position: 'sidebar' },
    label: { tr: 'Organizatör', en: 'Organizer' },
  },
]
