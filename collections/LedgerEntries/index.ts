import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'
import { LEDGER_ACCOUNTS, LEDGER_KINDS } from '../../src/lib/payments/ledger'
import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'

/**
 * The double-entry ledger: each money movement is entries of one `movement` whose amounts (kuruş,
 * signed) sum to zero. Append-only: nobody may update or delete an entry (a database trigger from
 * the migration refuses it too), and `movement` + `account` is unique, so a movement is booked once.
 * Balances are sums over entries. `payment` and `order` are plain ids, not foreign keys: no delete
 * elsewhere ever has to touch an entry.
 */
export const LedgerEntries: CollectionConfig = {
  slug: 'ledger-entries',
  labels: {
    singular: { tr: 'Defter kaydı', en: 'Ledger entry' },
    plural: { tr: 'Defter kayıtları', en: 'Ledger entries' },
  },
  admin: {
    defaultColumns: ['movement', 'account', 'amount', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: noOne },
  defaultSort: 'createdAt',
  indexes: [{ fields: ['movement', 'account'], unique: true }],
  fields: [
    // A booking's payment, or a ticket order (`order`): one of the two.
    { name: 'payment', type: 'number', index: true, label: 'Payment' },
    { name: 'order', type: 'number', index: true, label: 'Ticket order' },
    { name: 'movement', type: 'text', required: true, label: 'Movement' },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: LEDGER_KINDS.map((value) => ({ value, label: value })),
    },
    {
      name: 'account',
      type: 'select',
      required: true,
      options: labelledOptions({
        organizer: { tr: 'Organizatör', en: 'Organizer' },
        buyer: { tr: 'Bilet alıcısı', en: 'Ticket buyer' },
        escrow: { tr: 'Emanet', en: 'Escrow' },
        artist: { tr: 'Sanatçı', en: 'Artist' },
        platform: { tr: 'Platform', en: 'Platform' },
        withholding: { tr: 'Stopaj (vergi dairesine)', en: 'Withholding (to the tax office)' },
      }) satisfies { value: (typeof LEDGER_ACCOUNTS)[number] }[],
    },
    moneyField(
      'amount',
      { tr: 'Tutar (+ hesaba giren, − çıkan)', en: 'Amount (+ into the account, − out)' },
      { required: true, signed: true, readOnly: true },
    ),
  ],
  timestamps: true,
}
