import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { noOne } from '../access/noOne'

/**
 * Proof of every distance contract accepted before a payment (Law 6502 art. 48 and the
 * Regulation on Distance Contracts): which booking and terms, or which ticket order, who, the exact
 * text accepted in the language it was read in and its SHA-256, when and from which address; the
 * documents in both languages, so each party's copy is mailed in their own. Append-only: nobody
 * may update or delete one (a database trigger from the migration refuses it too). `booking`,
 * `order` and `user` are plain ids, not foreign keys, so a deleted account, booking or order keeps
 * the proof; exactly one of `booking` and `order` is set (a check constraint holds it too).
 */
const oneSubject: NumberFieldSingleValidation = (value, { siblingData }) => {
  const booking = (siblingData as { booking?: unknown }).booking
  return (value == null) !== (booking == null) || 'Exactly one of booking and order is set.'
}

export const ContractAcceptances: CollectionConfig = {
  slug: 'contract-acceptances',
  labels: {
    singular: { tr: 'Sözleşme kabulü', en: 'Contract acceptance' },
    plural: { tr: 'Sözleşme kabulleri', en: 'Contract acceptances' },
  },
  admin: {
    defaultColumns: ['booking', 'order', 'user', 'locale', 'ip', 'createdAt'],
    group: { tr: 'Hukuk', en: 'Legal' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: noOne },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'booking',
      type: 'number',
      index: true,
      label: { tr: 'Rezervasyon no', en: 'Booking id' },
    },
    {
      name: 'order',
      type: 'number',
      index: true,
      validate: oneSubject,
      label: { tr: 'Bilet siparişi no', en: 'Ticket order id' },
    },
    {
      name: 'user',
      type: 'number',
      required: true,
      index: true,
      label: { tr: 'Hesap no', en: 'Account id' },
    },
    { name: 'locale', type: 'text', required: true, label: { tr: 'Dil', en: 'Language' } },
    {
      name: 'termsVersion',
      type: 'text',
      required: true,
      label: { tr: 'Koşulların sürümü', en: 'Terms version' },
    },
    {
      name: 'textHash',
      type: 'text',
      required: true,
      index: true,
      label: { tr: 'Metnin özeti (SHA-256)', en: 'Text hash (SHA-256)' },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      label: { tr: 'Kabul edilen metin', en: 'Accepted text' },
    },
    {
      name: 'documents',
      type: 'json',
      required: true,
      label: { tr: 'Belgeler (iki dilde)', en: 'Documents (both languages)' },
    },
    { name: 'ip', type: 'text', required: true, label: { tr: 'IP adresi', en: 'IP address' } },
  ],
  timestamps: true,
}
