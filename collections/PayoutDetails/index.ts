import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'
import type { PayeeType, TaxStatus } from '../../src/lib/payments/payee'
import { labelledOptions } from '../fields/labelledOptions'

/**
 * Where an artist is paid, as which payee type (fixed once registered) and with which tax status.
 * The legal name, IBAN, identity or tax number and address live only in `sealed`, encrypted field
 * by field with PAYOUT_ENCRYPTION_KEY (src/server/payments/payout, with the cipher of
 * src/server/platform/secrets), readable by no request and hidden in the panel; the panel sees the
 * city, the IBAN's last four digits and the provider's payee key. Written only by the domain layer.
 */
export const PayoutDetails: CollectionConfig = {
  slug: 'payout-details',
  labels: {
    singular: { tr: 'Ödeme bilgisi', en: 'Payout details' },
    plural: { tr: 'Ödeme bilgileri', en: 'Payout details' },
  },
  admin: {
    defaultColumns: ['user', 'payeeType', 'taxStatus', 'city', 'ibanLast4'],
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
      name: 'payeeType',
      type: 'select',
      required: true,
      options: labelledOptions({
        individual: { tr: 'Şahıs', en: 'Individual' },
        soleProprietor: { tr: 'Şahıs şirketi', en: 'Sole proprietorship' },
        company: { tr: 'Limited / anonim şirket', en: 'Limited or joint-stock company' },
      }) satisfies { value: PayeeType }[],
      label: { tr: 'Tür', en: 'Type' },
    },
    {
      name: 'taxStatus',
      type: 'select',
      options: labelledOptions({
        unregistered: { tr: 'Vergi mükellefi değil', en: 'Not registered for tax' },
        incomeTaxpayer: { tr: 'Gelir vergisi mükellefi', en: 'Income taxpayer' },
        corporateTaxpayer: { tr: 'Kurumlar vergisi mükellefi', en: 'Corporate taxpayer' },
        exempt: { tr: 'İstisna (GVK 20/B)', en: 'Exempt (Income Tax Law 20/B)' },
      }) satisfies { value: TaxStatus }[],
      label: { tr: 'Vergi durumu', en: 'Tax status' },
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
