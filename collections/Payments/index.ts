import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { marketPartyOrAdmin } from '../../access/marketPartyOrAdmin'
import { noOne } from '../../access/noOne'
import { PAYMENT_EVENT_LABELS } from '../../src/lib/payments/paymentEventLabels'
import { PAYMENT_EVENTS } from '../../src/lib/payments/paymentStates'
import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'
import { marketPartyFields } from '../fields/marketPartyFields'
import { decideEndpoint } from './endpoints/decideEndpoint'
import { revalidatePaymentRecord } from './hooks/revalidatePaymentRecord'

/**
 * A booking's payment through the provider: its amounts in kuruş (copied from the confirmed terms
 * when the checkout starts), where it stands, and the provider's references. Written only by the
 * domain layer (src/server/payments), under the booking's row lock; the ledger holds the money.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: {
    singular: { tr: 'Ödeme', en: 'Payment' },
    plural: { tr: 'Ödemeler', en: 'Payments' },
  },
  admin: {
    defaultColumns: ['booking', 'status', 'amount', 'releaseAt', 'flagged'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: marketPartyOrAdmin, create: noOne, update: noOne, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [decideEndpoint],
  hooks: { afterChange: [revalidatePaymentRecord] },
  fields: [
    {
      name: 'decide',
      type: 'ui',
      admin: {
        components: { Field: '/src/components/cms/PaymentDecision.client#PaymentDecision' },
      },
    },
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      unique: true,
      label: { tr: 'Rezervasyon', en: 'Booking' },
    },
    ...marketPartyFields,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'due',
      index: true,
      options: labelledOptions({
        due: { tr: 'Ödenecek', en: 'Due' },
        paid: { tr: 'Ödendi (tutuluyor)', en: 'Paid (held)' },
        held: { tr: 'Sorun bildirildi', en: 'Held for a problem' },
        released: { tr: 'Sanatçıya ödendi', en: 'Released' },
        refunded: { tr: 'İade edildi', en: 'Refunded' },
        partlyRefunded: { tr: 'Kısmen iade', en: 'Partly refunded' },
      }),
      label: { tr: 'Durum', en: 'Status' },
    },
    moneyField('amount', { tr: 'Tutar', en: 'Amount' }, { readOnly: true }),
    moneyField('commission', { tr: 'Komisyon', en: 'Commission' }, { readOnly: true }),
    moneyField('artistAmount', { tr: 'Sanatçının payı', en: "Artist's share" }, { readOnly: true }),
    {
      name: 'policy',
      type: 'select',
      options: labelledOptions({
        flexible: { tr: 'Esnek', en: 'Flexible' },
        moderate: { tr: 'Orta', en: 'Moderate' },
        strict: { tr: 'Katı', en: 'Strict' },
      }),
      label: { tr: 'İptal koşulu', en: 'Cancellation policy' },
    },
    { name: 'dueAt', type: 'date', index: true, label: { tr: 'Son ödeme', en: 'Due at' } },
    { name: 'paidAt', type: 'date', label: { tr: 'Ödendiği an', en: 'Paid at' } },
    { name: 'releaseAt', type: 'date', index: true, label: { tr: 'Aktarım', en: 'Release at' } },
    { name: 'remindedAt', type: 'date', label: { tr: 'Hatırlatma', en: 'Reminded at' } },
    {
      name: 'provider',
      type: 'group',
      admin: { readOnly: true },
      label: { tr: 'Sağlayıcı', en: 'Provider' },
      fields: [
        { name: 'paymentId', type: 'text' },
        { name: 'itemId', type: 'text' },
        /** The conversation id of the checkout that paid: the provider is asked by it. */
        { name: 'checkoutKey', type: 'text' },
        { name: 'payeeKey', type: 'text' },
      ],
    },
    {
      name: 'problem',
      type: 'textarea',
      maxLength: 2000,
      admin: { readOnly: true },
      label: { tr: 'Bildirilen sorun', en: 'Reported problem' },
    },
    {
      name: 'decisionNote',
      type: 'textarea',
      maxLength: 2000,
      admin: { readOnly: true },
      label: { tr: 'Karar notu', en: 'Decision note' },
    },
    {
      name: 'flagged',
      type: 'textarea',
      admin: { readOnly: true, position: 'sidebar' },
      label: { tr: 'Mutabakat farkı', en: 'Reconciliation difference' },
    },
    {
      name: 'events',
      type: 'array',
      admin: {
        readOnly: true,
        components: { RowLabel: '/src/components/cms/PaymentEventLabel.client#PaymentEventLabel' },
      },
      label: { tr: 'Olaylar', en: 'Events' },
      fields: [
        { name: 'at', type: 'date', required: true, label: { tr: 'Zaman', en: 'At' } },
        {
          name: 'type',
          type: 'select',
          required: true,
          options: PAYMENT_EVENTS.map((value) => ({
            value,
            label: { tr: PAYMENT_EVENT_LABELS.tr[value], en: PAYMENT_EVENT_LABELS.en[value] },
          })),
          label: { tr: 'Olay', en: 'Event' },
        },
        moneyField('amount', { tr: 'Tutar', en: 'Amount' }),
        { name: 'note', type: 'textarea', maxLength: 2000, label: { tr: 'Not', en: 'Note' } },
      ],
    },
  ],
  timestamps: true,
}
