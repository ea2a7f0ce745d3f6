import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'
import { labelledOptions } from '../fields/labelledOptions'

/**
 * Where an artist is paid: the legal name, IBAN, identity or tax number and address live only in
 * `sealed`, encrypted field by field with PAYOUT_ENCRYPTION_KEY (src/server/payments/payout, with the cipher of src/server/platform/secrets),
 * readable by no request and hidden in the panel; the panel sees the city, the IBAN's last four
 * digits and the provider's payee key. Written only by the domain layer.
 */
export const PayoutDetails: CollectionConfig = {
  slug: 'payout-details',
  labels: {
    singular: { tr: 'Ödeme bilgisi', en: 'Payout details' },
    plural: { tr: 'Ödeme bilgileri', en: 'Payout details' },
  },
  admin: {
    defaultColumns: ['user', 'kind', 'city', 'ibanLast4'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: isAdmin },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      label: { tr: 'Hesap', en: 'Account' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: labelledOptions({
        person: { tr: 'Şahıs', en: 'Person' },
        company: { tr: 'Şirket', en: 'Company' },
      }),
      label: { tr: 'Tür', en: 'Kind' },
    },
    { name: 'city', type: 'text', maxLength: 80, label: { tr: 'Şehir', en: 'City' } },
    {
      name: 'ibanLast4',
      type: 'text',
      maxLength: 4,
      label: { tr: 'IBAN son 4', en: 'IBAN last 4' },
    },
    {
      name: 'sealed',
      type: 'text',
      required: true,
      access: { read: () => false },
      admin: { hidden: true },
    },
    { name: 'payeeKey', type: 'text', admin: { readOnly: true }, label: 'Payee key' },
  ],
  timestamps: true,
}
