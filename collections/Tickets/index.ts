import type { CollectionConfig } from 'payload'

import { holderOrAdmin } from '../../access/holderOrAdmin'
import { isAdmin } from '../../access/isAdmin'
import { labelledOptions } from '../fields/labelledOptions'
import { giveCodeNonce } from './hooks/giveCodeNonce'

/**
 * One admission to a show. `held` while its order's hold lasts (`holdExpiresAt`, copied from the
 * order so the count of what is taken is one indexed statement), then `sold`, `used` at the door
 * or `refunded`. A held ticket past its expiry is counted as back on sale. Read by its holder;
 * written only by src/server/tickets. `codeNonce`: the random part of its signed code, given on
 * create (a transfer replaces it, which ends the old code, and keeps the old one in `formerNonces`).
 * `usedAt` / `usedBy`: when and by whom the door let it in.
 */
export const Tickets: CollectionConfig = {
  slug: 'tickets',
  labels: {
    singular: { tr: 'Bilet', en: 'Ticket' },
    plural: { tr: 'Biletler', en: 'Tickets' },
  },
  admin: {
    defaultColumns: ['gig', 'ticketType', 'holder', 'status'],
    group: { tr: 'Biletler', en: 'Tickets' },
  },
  access: { read: holderOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [giveCodeNonce] },
  indexes: [{ fields: ['ticketType', 'status', 'holdExpiresAt'] }],
  fields: [
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'ticket-orders',
      required: true,
      index: true,
      label: { tr: 'Sipariş', en: 'Order' },
    },
    {
      name: 'gig',
      type: 'relationship',
      relationTo: 'gigs',
      required: true,
      index: true,
      label: { tr: 'Gig', en: 'Gig' },
    },
    {
      name: 'ticketType',
      type: 'relationship',
      relationTo: 'ticket-types',
      required: true,
      label: { tr: 'Bilet türü', en: 'Ticket type' },
    },
    {
      name: 'holder',
      type: 'relationship',
      relationTo: 'users',
      // Empty once the holder's account is deleted: a paid order's tickets stay with it.
      index: true,
      label: { tr: 'Sahibi', en: 'Holder' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'held',
      options: labelledOptions({
        held: { tr: 'Ayrıldı', en: 'Held' },
        sold: { tr: 'Satıldı', en: 'Sold' },
        used: { tr: 'Kullanıldı', en: 'Used' },
        refunded: { tr: 'İade edildi', en: 'Refunded' },
      }),
      label: { tr: 'Durum', en: 'Status' },
    },
    {
      name: 'holdExpiresAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Ayırma bitişi', en: 'Hold ends' },
    },
    {
      name: 'codeNonce',
      type: 'text',
      admin: { hidden: true },
      label: { tr: 'Kod tuzu', en: 'Code nonce' },
    },
    {
      // The nonces a transfer replaced, oldest first: a code made over one of them is a code the
      // holder gave away, which the door names as such instead of "not a Sahne code".
      name: 'formerNonces',
      type: 'json',
      admin: { hidden: true },
      label: { tr: 'Eski kod tuzları', en: 'Former code nonces' },
    },
    {
      name: 'usedAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Kapıda okundu', en: 'Scanned at the door' },
    },
    {
      name: 'usedBy',
      type: 'relationship',
      relationTo: 'users',
      label: { tr: 'Okuyan', en: 'Scanned by' },
    },
  ],
  timestamps: true,
}
