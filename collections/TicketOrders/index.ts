import type { CollectionConfig } from 'payload'

import { buyerOrAdmin } from '../../access/buyerOrAdmin'
import { isAdmin } from '../../access/isAdmin'
import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'

/**
 * A fan's order for a show: its lines as priced at the hold (type, quantity, unit price and fee
 * in kuruş) and their total. `held` until paid or until `expiresAt` passes (a hold past its
 * expiry counts as released everywhere, with no job needed); `complete` once its tickets are
 * issued (free ones at once, paid ones when their payment is confirmed); `released` when the fan
 * gave the hold back; `refunded` when a payment came after the hold ended and its tickets were
 * sold to others meanwhile, its show was cancelled, or its buyer gave back every ticket within
 * `refundWindowEndsAt` (the 7 days a show's move opens). Read by its buyer;
 * written only by src/server/tickets.
 */
export const TicketOrders: CollectionConfig = {
  slug: 'ticket-orders',
  labels: {
    singular: { tr: 'Bilet siparişi', en: 'Ticket order' },
    plural: { tr: 'Bilet siparişleri', en: 'Ticket orders' },
  },
  admin: {
    defaultColumns: ['gig', 'buyer', 'status', 'total', 'expiresAt'],
    group: { tr: 'Biletler', en: 'Tickets' },
  },
  access: { read: buyerOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'buyer',
      type: 'relationship',
      relationTo: 'users',
      // Empty once the buyer's account is deleted: a paid order stays, the payment's record.
      index: true,
      label: { tr: 'Alıcı', en: 'Buyer' },
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
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'held',
      options: labelledOptions({
        held: { tr: 'Ayrıldı', en: 'Held' },
        complete: { tr: 'Tamamlandı', en: 'Complete' },
        released: { tr: 'Bırakıldı', en: 'Released' },
        refunded: { tr: 'İade edildi', en: 'Refunded' },
      }),
      label: { tr: 'Durum', en: 'Status' },
    },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Ayırma bitişi', en: 'Hold ends' },
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      label: { tr: 'Kalemler', en: 'Lines' },
      fields: [
        {
          name: 'ticketType',
          type: 'relationship',
          // Emptied when the venue removes a type this order only held (a lapsed or given-back
          // hold): the line keeps its quantity and prices.
          relationTo: 'ticket-types',
          label: { tr: 'Bilet türü', en: 'Ticket type' },
        },
        {
          name: 'quantity',
          type: 'number',
          required: true,
          min: 1,
          label: { tr: 'Adet', en: 'Quantity' },
        },
        moneyField('unitPrice', { tr: 'Birim fiyat', en: 'Unit price' }, { required: true }),
        moneyField('unitFee', { tr: 'Birim hizmet bedeli', en: 'Unit fee' }, { required: true }),
      ],
    },
    moneyField('total', { tr: 'Toplam', en: 'Total' }, { required: true }),
    {
      // Set when the show moves (date, time or place): until then the buyer may give tickets back.
      name: 'refundWindowEndsAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'İade süresi bitişi', en: 'Refund window ends' },
    },
  ],
  timestamps: true,
}
