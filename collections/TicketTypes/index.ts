import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isAdminField } from '../../access/isAdminField'
import { organizerOrAdmin } from '../../access/organizerOrAdmin'
import { showOrganizerOrAdmin } from '../../access/showOrganizerOrAdmin'
import { moneyField } from '../fields/moneyField'
import { takeShowOrganizer } from './hooks/takeShowOrganizer'

const TICKET_NAME_MAX = 80

/**
 * What a show sells: a name in both languages, a price in kuruş (0: a free RSVP), how many, when
 * the sale opens and ends, how many one order may take, and whether sales are paused. Public to
 * read; written by the show's venue through src/server/tickets (its rules: the venue's capacity,
 * no type cut below what is sold and held).
 */
export const TicketTypes: CollectionConfig = {
  slug: 'ticket-types',
  labels: {
    singular: { tr: 'Bilet türü', en: 'Ticket type' },
    plural: { tr: 'Bilet türleri', en: 'Ticket types' },
  },
  admin: {
    defaultColumns: ['gig', 'name.tr', 'price', 'quantity', 'saleStartsAt', 'paused'],
    group: { tr: 'Biletler', en: 'Tickets' },
  },
  access: {
    read: anyone,
    create: organizerOrAdmin,
    update: showOrganizerOrAdmin,
    delete: showOrganizerOrAdmin,
  },
  hooks: { beforeChange: [takeShowOrganizer] },
  fields: [
    {
      name: 'gig',
      type: 'relationship',
      relationTo: 'gigs',
      required: true,
      index: true,
      access: { update: () => false },
      label: { tr: 'Gig', en: 'Gig' },
    },
    {
      name: 'organizer',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Set from the gig on create (takeShowOrganizer); moving a type to another account is not
      // the venue's to do.
      access: { update: isAdminField },
      admin: { readOnly: true },
      label: { tr: 'Mekân hesabı', en: 'Venue account' },
    },
    {
      // Both languages at once: a fan sees the type in the language of the page.
      name: 'name',
      type: 'group',
      label: { tr: 'Ad', en: 'Name' },
      fields: [
        { name: 'tr', type: 'text', required: true, maxLength: TICKET_NAME_MAX, label: 'Türkçe' },
        { name: 'en', type: 'text', required: true, maxLength: TICKET_NAME_MAX, label: 'English' },
      ],
    },
    moneyField('price', { tr: 'Fiyat', en: 'Price' }, { required: true }),
    {
      name: 'quantity',
      type: 'number',
      required: true,
      min: 1,
      label: { tr: 'Adet', en: 'Quantity' },
    },
    {
      name: 'saleStartsAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Satış başlangıcı', en: 'Sale starts' },
    },
    {
      name: 'saleEndsAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Satış bitişi', en: 'Sale ends' },
    },
    {
      name: 'perOrderLimit',
      type: 'number',
      required: true,
      defaultValue: 6,
      min: 1,
      label: { tr: 'Sipariş başına en çok', en: 'Per order, at most' },
    },
    {
      name: 'paused',
      type: 'checkbox',
      defaultValue: false,
      label: { tr: 'Satış durduruldu', en: 'Sales paused' },
    },
  ],
  timestamps: true,
}
