import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'
import { OPERATION_STATES } from '../../src/lib/payments/attemptStates'
import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'

/**
 * A provider call that moves money (a refund, a release), recorded as an intent and committed
 * before the call is made, its result recorded after it in a second transaction. An intent left
 * without a result (a crash, a timeout, a failed commit) is resolved by asking the provider what
 * happened, never by calling again blindly (src/server/payments/operations). Written only by the
 * domain layer.
 */
export const PaymentOperations: CollectionConfig = {
  slug: 'payment-operations',
  labels: {
    singular: { tr: 'Sağlayıcı işlemi', en: 'Provider operation' },
    plural: { tr: 'Sağlayıcı işlemleri', en: 'Provider operations' },
  },
  admin: {
    defaultColumns: ['payment', 'kind', 'amount', 'state', 'lastError'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: noOne },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      index: true,
    },
    // A ticket order's operation (a refund of money paid too late) instead of a booking's.
    { name: 'order', type: 'relationship', relationTo: 'ticket-orders', index: true },
    { name: 'attempt', type: 'relationship', relationTo: 'checkout-attempts', index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: labelledOptions({
        refund: { tr: 'İade', en: 'Refund' },
        release: { tr: 'Sanatçıya aktarım', en: 'Release' },
      }),
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: labelledOptions({
        pending: { tr: 'Bekliyor', en: 'Pending' },
        unknown: { tr: 'Sonucu bilinmiyor', en: 'Outcome unknown' },
        done: { tr: 'Yapıldı', en: 'Done' },
      }) satisfies { value: (typeof OPERATION_STATES)[number] }[],
    },
    /** Kuruş the call moves: refunded to the payer, or the payee's share released. */
    moneyField('amount', { tr: 'Tutar', en: 'Amount' }, { required: true, readOnly: true }),
    moneyField('commission', { tr: 'Komisyon', en: 'Commission' }, { readOnly: true }),
    // The tax withheld from a release (kuruş), booked to the withholding account with it.
    moneyField('withholding', { tr: 'Stopaj', en: 'Withholding' }, { readOnly: true }),
    { name: 'itemId', type: 'text', required: true },
    /** The conversation id of the checkout that took the money: the provider is asked by it. */
    { name: 'checkoutKey', type: 'text', required: true },
    { name: 'payeeKey', type: 'text' },
    /** The idempotency key the provider sees as `conversationId`. */
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'tries', type: 'number', defaultValue: 0 },
    /** Another runner may take the intent only after this (a runner that died leaves it). */
    { name: 'claimedUntil', type: 'date' },
    { name: 'lastError', type: 'text' },
    { name: 'note', type: 'textarea', maxLength: 2000 },
  ],
  timestamps: true,
}
