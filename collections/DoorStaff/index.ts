import type { CollectionConfig } from 'payload'

import { doorVenueOrAdmin } from '../../access/doorVenueOrAdmin'
import { organizerOrAdmin } from '../../access/organizerOrAdmin'
import { takeShowOrganizer } from '../TicketTypes/hooks/takeShowOrganizer'

/**
 * Someone a show's venue lets check that show's tickets at the door: an e-mail address (lower-cased),
 * the account the invitation is linked to (the address's account when it had one; otherwise the
 * account signed in with the address that opened the mailed link: an account merely made with the
 * address is not enough), and who invited them. Read and removed by the venue; written through
 * src/server/tickets (door).
 */
export const DoorStaff: CollectionConfig = {
  slug: 'door-staff',
  labels: {
    singular: { tr: 'Kapı görevlisi', en: 'Door staff member' },
    plural: { tr: 'Kapı görevlileri', en: 'Door staff' },
  },
  admin: {
    defaultColumns: ['gig', 'email', 'user', 'invitedBy'],
    group: { tr: 'Biletler', en: 'Tickets' },
  },
  access: {
    read: doorVenueOrAdmin,
    create: organizerOrAdmin,
    update: doorVenueOrAdmin,
    delete: doorVenueOrAdmin,
  },
  // The show's venue, whoever asks; an organizer invites only to their own shows.
  hooks: { beforeChange: [takeShowOrganizer] },
  indexes: [{ fields: ['gig', 'email'], unique: true }],
  fields: [
    {
      name: 'gig',
      type: 'relationship',
      relationTo: 'gigs',
      required: true,
      label: { tr: 'Gig', en: 'Gig' },
    },
    {
      name: 'organizer',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true },
      label: { tr: 'Mekân hesabı', en: 'Venue account' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      label: { tr: 'E-posta', en: 'Email' },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { tr: 'Hesap', en: 'Account' },
    },
    {
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      label: { tr: 'Davet eden', en: 'Invited by' },
    },
  ],
  timestamps: true,
}
