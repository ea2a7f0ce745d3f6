import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { transferPartyOrAdmin } from '../../access/transferPartyOrAdmin'
import { labelledOptions } from '../fields/labelledOptions'

/**
 * A ticket given by its holder to someone else, by e-mail. `given`: the address had an account,
 * which now holds the ticket; `pending`: it had none, the ticket waits (its old code already dead)
 * until that address claims it through the mailed link; `claimed` once it did; `cancelled` when
 * the giver took a pending one back. One row per transfer, never rewritten but for a pending
 * one's end: the ticket's chain of holders. Written only by src/server/tickets.
 */
export const TicketTransfers: CollectionConfig = {
  slug: 'ticket-transfers',
  labels: {
    singular: { tr: 'Bilet devri', en: 'Ticket transfer' },
    plural: { tr: 'Bilet devirleri', en: 'Ticket transfers' },
  },
  admin: {
    defaultColumns: ['ticket', 'from', 'toEmail', 'state', 'createdAt'],
    group: { tr: 'Biletler', en: 'Tickets' },
  },
  access: { read: transferPartyOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['ticket', 'state'] }],
  fields: [
    {
      name: 'ticket',
      type: 'relationship',
      relationTo: 'tickets',
      required: true,
      label: { tr: 'Bilet', en: 'Ticket' },
    },
    {
      name: 'from',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: { tr: 'Veren', en: 'From' },
    },
    {
      name: 'toEmail',
      type: 'email',
      required: true,
      index: true,
      label: { tr: 'Alıcının e-postası', en: 'Recipient’s e-mail' },
    },
    {
      name: 'to',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { tr: 'Alan', en: 'To' },
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      options: labelledOptions({
        given: { tr: 'Verildi', en: 'Given' },
        pending: { tr: 'Kayıt bekliyor', en: 'Waiting for sign-up' },
        claimed: { tr: 'Alındı', en: 'Claimed' },
        cancelled: { tr: 'Geri alındı', en: 'Taken back' },
      }),
      label: { tr: 'Durum', en: 'State' },
    },
    {
      name: 'locale',
      type: 'select',
      options: [
        { label: 'Türkçe', value: 'tr' },
        { label: 'English', value: 'en' },
      ],
      label: { tr: 'Posta dili', en: 'Mail language' },
    },
  ],
  timestamps: true,
}
