import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'

/**
 * The platform's commission on a payout, numbered: one statement per released payment, its
 * `number` taken in the same transaction that books the commission in the ledger (under a lock),
 * so numbers run 1, 2, 3… without gaps. The amounts are not stored: the statement's PDF reads
 * them from the ledger. Append-only like the ledger (a database trigger refuses updates and
 * deletes). Written only by the domain layer.
 */
export const CommissionStatements: CollectionConfig = {
  slug: 'commission-statements',
  labels: {
    singular: { tr: 'Komisyon belgesi', en: 'Commission statement' },
    plural: { tr: 'Komisyon belgeleri', en: 'Commission statements' },
  },
  admin: {
    defaultColumns: ['number', 'payment', 'payee', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: noOne },
  defaultSort: '-number',
  fields: [
    {
      name: 'number',
      type: 'number',
      required: true,
      unique: true,
      label: { tr: 'Belge no', en: 'Number' },
    },
    { name: 'payment', type: 'number', required: true, unique: true, label: 'Payment' },
    // Plain ids, as the ledger's: kept for the years the law asks, whatever is deleted elsewhere.
    { name: 'payee', type: 'number', required: true, index: true, label: 'Payee (user id)' },
  ],
  timestamps: true,
}
