import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { noOne } from '../../access/noOne'
import { requesterOrAdmin } from '../../access/requesterOrAdmin'
import { DATA_REQUEST_TEXT_MAX } from '../../src/lib/legal/dataRequests'
import { labelledOptions } from '../fields/labelledOptions'
import { mailAnswer } from './hooks/mailAnswer'
import { markAnswered } from './hooks/markAnswered'

/**
 * A person's request to correct or delete their data (KVKK art. 11), filed from the profile's
 * settings and answered by an admin within 30 days (art. 13): the list is sorted by the due date
 * and marks what is overdue. Answering mails the person. `email` keeps who asked after the
 * account is gone (the account link is then emptied by the database).
 */
export const DataRequests: CollectionConfig = {
  slug: 'data-requests',
  labels: {
    singular: { tr: 'Veri talebi', en: 'Data request' },
    plural: { tr: 'Veri talepleri', en: 'Data requests' },
  },
  admin: {
    defaultColumns: ['email', 'kind', 'status', 'dueAt', 'overdue', 'createdAt'],
    listSearchableFields: ['email'],
    group: { tr: 'Hukuk', en: 'Legal' },
  },
  // The domain files requests; admins answer them; nobody removes the proof of one.
  access: { read: requesterOrAdmin, create: noOne, update: isAdmin, delete: noOne },
  defaultSort: 'dueAt',
  hooks: { beforeChange: [markAnswered], afterChange: [mailAnswer] },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true },
      label: { tr: 'Hesap', en: 'Account' },
    },
    {
      name: 'email',
      type: 'text',
      required: true,
      admin: { readOnly: true },
      label: { tr: 'E-posta', en: 'Email' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      admin: { readOnly: true },
      options: labelledOptions({
        correction: { tr: 'Düzeltme', en: 'Correction' },
        deletion: { tr: 'Silme', en: 'Deletion' },
      }),
      label: { tr: 'Talep', en: 'Request' },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: DATA_REQUEST_TEXT_MAX,
      admin: { readOnly: true },
      label: { tr: 'Metin', en: 'Text' },
    },
    {
      name: 'locale',
      type: 'text',
      required: true,
      admin: { readOnly: true },
      label: { tr: 'Dil', en: 'Language' },
    },
    {
      name: 'dueAt',
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true },
      label: { tr: 'Son yanıt tarihi', en: 'Due by' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: labelledOptions({
        open: { tr: 'Açık', en: 'Open' },
        done: { tr: 'Yapıldı', en: 'Done' },
        refused: { tr: 'Reddedildi', en: 'Refused' },
      }),
      label: { tr: 'Durum', en: 'Status' },
    },
    {
      name: 'answer',
      type: 'textarea',
      maxLength: DATA_REQUEST_TEXT_MAX,
      admin: { description: { tr: 'Kişiye e-postayla gönderilir.', en: 'Mailed to the person.' } },
      label: { tr: 'Yanıt', en: 'Answer' },
    },
    {
      name: 'answeredAt',
      type: 'date',
      admin: { readOnly: true },
      label: { tr: 'Yanıtlandığı an', en: 'Answered at' },
    },
    {
      // Computed on every read, never stored: open past its due date.
      name: 'overdue',
      type: 'checkbox',
      virtual: true,
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData.status === 'open' && new Date(siblingData.dueAt).getTime() < Date.now(),
        ],
      },
      label: { tr: 'Gecikmiş', en: 'Overdue' },
    },
  ],
  timestamps: true,
}
