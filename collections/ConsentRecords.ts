import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { noOne } from '../access/noOne'
import {
  CONSENT_ACTIONS,
  CONSENT_KINDS,
  MARKETING_CHANNELS,
  NOTICE_PURPOSES,
} from '../src/lib/legal/purposes'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * Proof of every privacy notice shown and accepted and every consent or marketing opt-in given or
 * withdrawn (KVKK art. 10 and 5, Law 6563 art. 6): whose, which text (version and the SHA-256 of
 * the exact text shown), when, from which address, through which screen. Append-only: nobody may
 * update or delete a record (a database trigger from the migration refuses it too); a withdrawal
 * is a new record. `user` is a plain id, not a foreign key, so deleting an account keeps the proof.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: {
    singular: { tr: 'Onay kaydı', en: 'Consent record' },
    plural: { tr: 'Onay kayıtları', en: 'Consent records' },
  },
  admin: {
    defaultColumns: ['email', 'purpose', 'kind', 'action', 'screen', 'createdAt'],
    listSearchableFields: ['email'],
    group: { tr: 'Hukuk', en: 'Legal' },
  },
  access: { read: isAdmin, create: noOne, update: noOne, delete: noOne },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'number', index: true, label: { tr: 'Hesap no', en: 'Account id' } },
    { name: 'email', type: 'text', index: true, label: { tr: 'E-posta', en: 'Email' } },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      options: options([...new Set([...NOTICE_PURPOSES, ...MARKETING_CHANNELS])]),
      label: { tr: 'Amaç', en: 'Purpose' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: options(CONSENT_KINDS),
      label: { tr: 'Tür', en: 'Kind' },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: options(CONSENT_ACTIONS),
      label: { tr: 'İşlem', en: 'Action' },
    },
    { name: 'locale', type: 'text', required: true, label: { tr: 'Dil', en: 'Language' } },
    {
      name: 'textVersion',
      type: 'text',
      required: true,
      label: { tr: 'Metin sürümü', en: 'Text version' },
    },
    {
      name: 'textHash',
      type: 'text',
      required: true,
      label: { tr: 'Metnin özeti (SHA-256)', en: 'Text hash (SHA-256)' },
    },
    { name: 'ip', type: 'text', required: true, label: { tr: 'IP adresi', en: 'IP address' } },
    { name: 'screen', type: 'text', required: true, label: { tr: 'Ekran', en: 'Screen' } },
  ],
  timestamps: true,
}
