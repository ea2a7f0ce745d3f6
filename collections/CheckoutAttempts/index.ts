import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'
import { ATTEMPT_STATES } from '../../src/lib/payments/attemptStates'
import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'

/**
 * One provider checkout page opened for a booking's payment or a fan's ticket order (one of the
 * two is set), never overwritten: the amount and the terms' version it was opened for, its token,
 * and what became of it. Money paid on any page is matched to its attempt; only the current
 * attempt pays the booking or completes the order, any other is refunded in full
 * (src/server/payments/checkout). Written only by the domain layer.
 */
export const CheckoutAttempts: CollectionConfig = {
  slug: 'checkout-attempts',
  labels: {
    singular: { tr: 'Ödeme denemesi', en: 'Checkout attempt' },
    plural: { tr: 'Ödeme denemeleri', en: 'Checkout attempts' },
  },
  admin: {
    defaultColumns: ['payment', 'state', 'amount', 'startedAt', 'note'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: noOne },
  defaultSort: '-startedAt',
  fields: [
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      index: true,
      label: { tr: 'Ödeme', en: 'Payment' },
    },
    {
      // A ticket order's page: its share is the venue's (`artistAmount`), the fee the platform's.
      name: 'order',
      type: 'relationship',
      relationTo: 'ticket-orders',
      index: true,
      label: { tr: 'Bilet siparişi', en: 'Ticket order' },
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'opening',
      options: labelledOptions({
        opening: { tr: 'Açılıyor', en: 'Opening' },
        open: { tr: 'Açık', en: 'Open' },
        failed: { tr: 'Başarısız', en: 'Failed' },
        ended: { tr: 'Kapatıldı', en: 'Ended' },
        paid: { tr: 'Ödendi', en: 'Paid' },
        refunding: { tr: 'İade ediliyor', en: 'Being refunded' },
        refunded: { tr: 'İade edildi', en: 'Refunded' },
      }) satisfies { value: (typeof ATTEMPT_STATES)[number] }[],
      label: { tr: 'Durum', en: 'State' },
    },
    moneyField('amount', { tr: 'Tutar', en: 'Amount' }, { readOnly: true }),
    moneyField('artistAmount', { tr: 'Sanatçının payı', en: "Artist's share" }, { readOnly: true }),
    moneyField('commission', { tr: 'Komisyon', en: 'Commission' }, { readOnly: true }),
    moneyField('captured', { tr: 'Tahsil edilen', en: 'Captured' }, { readOnly: true }),
    {
      name: 'termsVersion',
      type: 'text',
      required: true,
      admin: { readOnly: true },
      label: { tr: 'Koşulların onay anı', en: 'Terms confirmed at' },
    },
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'token', type: 'text', unique: true, admin: { readOnly: true } },
    { name: 'url', type: 'text', admin: { readOnly: true } },
    { name: 'startedAt', type: 'date', required: true, index: true, admin: { readOnly: true } },
    { name: 'providerPaymentId', type: 'text', admin: { readOnly: true } },
    { name: 'itemId', type: 'text', admin: { readOnly: true } },
    {
      name: 'note',
      type: 'text',
      admin: { readOnly: true },
      label: { tr: 'Neden', en: 'Why' },
    },
    {
      // The provider's error code for a refused card (iyzico's `errorCode`): the card tells the
      // payer why in their own language; the provider's own text stays in `note`.
      name: 'declineCode',
      type: 'text',
      admin: { readOnly: true },
      label: { tr: 'Ret kodu', en: 'Decline code' },
    },
  ],
  timestamps: true,
}
