import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { marketPartyOrAdmin } from '../../access/marketPartyOrAdmin'
import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'
import { marketPartyFields } from '../fields/marketPartyFields'
import { MESSAGE_MAX } from '../../src/lib/limits'
import { removeApplicationRecords } from './hooks/removeApplicationRecords'
import { revalidateAnswers } from './hooks/revalidateAnswers'

/**
 * An artist's application to a gig or an organizer's invitation for one. Only the domain layer
 * (src/server/market/applications) writes them, after checking the market's rules; the collection
 * itself is closed to direct writes by anyone but admins.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: {
    singular: { tr: 'Başvuru', en: 'Application' },
    plural: { tr: 'Başvurular', en: 'Applications' },
  },
  admin: {
    defaultColumns: ['kind', 'gig', 'artist', 'state', 'createdAt'],
    group: { tr: 'Pazar', en: 'Market' },
  },
  access: { read: marketPartyOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['gig', 'artist'], unique: true }],
  defaultSort: '-createdAt',
  hooks: { afterChange: [revalidateAnswers], beforeDelete: [removeApplicationRecords] },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: labelledOptions({
        application: { tr: 'Başvuru', en: 'Application' },
        invitation: { tr: 'Davet', en: 'Invitation' },
      }),
      label: { tr: 'Tür', en: 'Kind' },
    },
    ...marketPartyFields,
    {
      name: 'message',
      type: 'textarea',
      maxLength: MESSAGE_MAX,
      label: { tr: 'Mesaj', en: 'Message' },
    },
    moneyField('proposedFee', { tr: 'Önerilen ücret', en: 'Proposed fee' }),
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: labelledOptions({
        pending: { tr: 'Bekliyor', en: 'Pending' },
        accepted: { tr: 'Kabul edildi', en: 'Accepted' },
        declined: { tr: 'Reddedildi', en: 'Declined' },
        withdrawn: { tr: 'Geri çekildi', en: 'Withdrawn' },
        expired: { tr: 'Süresi doldu', en: 'Expired' },
      }),
      label: { tr: 'Durum', en: 'State' },
    },
    {
      name: 'closedReason',
      type: 'select',
      options: labelledOptions({
        gigFilled: { tr: 'Gig doldu', en: 'Gig filled' },
        gigStarted: { tr: 'Gig başladı', en: 'Gig started' },
        gigCancelled: { tr: 'Gig iptal edildi', en: 'Gig cancelled' },
        deadlinePassed: { tr: 'Son başvuru tarihi geçti', en: 'Deadline passed' },
      }),
      label: { tr: 'Kapanma nedeni', en: 'Closed because' },
    },
    {
      name: 'responseMessage',
      type: 'textarea',
      maxLength: MESSAGE_MAX,
      label: { tr: 'Yanıt', en: 'Response' },
    },
    { name: 'respondedAt', type: 'date', label: { tr: 'Yanıt tarihi', en: 'Answered at' } },
  ],
  timestamps: true,
}
