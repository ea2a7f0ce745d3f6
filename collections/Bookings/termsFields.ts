import type { Field } from 'payload'

import { labelledOptions } from '../fields/labelledOptions'
import { moneyField } from '../fields/moneyField'
import { MESSAGE_MAX, TERMS_LIMITS } from '../../src/lib/limits'

const yes = (name: string, tr: string, en: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue: false,
  label: { tr, en },
})

/** A booking's terms as the organizer proposed them; `termsStatus` says where they stand. */
export const termsFields: Field[] = [
  {
    name: 'termsStatus',
    type: 'select',
    required: true,
    defaultValue: 'none',
    options: labelledOptions({
      none: { tr: 'Yok', en: 'None' },
      proposed: { tr: 'Önerildi', en: 'Proposed' },
      confirmed: { tr: 'Onaylandı', en: 'Confirmed' },
    }),
    label: { tr: 'Koşulların durumu', en: 'Terms status' },
  },
  {
    name: 'terms',
    type: 'group',
    label: { tr: 'Koşullar', en: 'Terms' },
    fields: [
      {
        name: 'fee',
        type: 'group',
        label: { tr: 'Ücret', en: 'Fee' },
        fields: [
          {
            name: 'type',
            type: 'select',
            options: labelledOptions({
              fixed: { tr: 'Sabit', en: 'Fixed' },
              door: { tr: 'Kapı', en: 'Door' },
            }),
            label: { tr: 'Tür', en: 'Type' },
          },
          moneyField('amount', { tr: 'Tutar', en: 'Amount' }),
        ],
      },
      {
        name: 'setLengthMinutes',
        type: 'number',
        min: TERMS_LIMITS.setLengthMin,
        max: TERMS_LIMITS.setLengthMax,
        label: { tr: 'Set süresi (dakika)', en: 'Set length (minutes)' },
      },
      { name: 'loadInAt', type: 'date', label: { tr: 'Yükleme', en: 'Load-in' } },
      { name: 'soundcheckAt', type: 'date', label: { tr: 'Ses kontrolü', en: 'Soundcheck' } },
      { name: 'doorsAt', type: 'date', label: { tr: 'Kapı açılışı', en: 'Doors open' } },
      { name: 'setAt', type: 'date', label: { tr: 'Sahne saati', en: 'Set time' } },
      {
        name: 'provides',
        type: 'group',
        label: { tr: 'Mekânın sağladıkları', en: 'The venue provides' },
        fields: [
          yes('backline', 'Backline', 'Backline'),
          yes('pa', 'Ses sistemi', 'PA'),
          yes('soundEngineer', 'Ses teknisyeni', 'Sound engineer'),
          yes('meals', 'Yemek', 'Meals'),
          yes('drinks', 'İçecek', 'Drinks'),
          yes('accommodation', 'Konaklama', 'Accommodation'),
        ],
      },
      {
        name: 'cancellationPolicy',
        type: 'select',
        options: labelledOptions({
          flexible: { tr: 'Esnek', en: 'Flexible' },
          moderate: { tr: 'Orta', en: 'Moderate' },
          strict: { tr: 'Katı', en: 'Strict' },
        }),
        label: { tr: 'İptal koşulu', en: 'Cancellation policy' },
      },
      { name: 'proposedAt', type: 'date', label: { tr: 'Önerildiği an', en: 'Proposed at' } },
      { name: 'confirmedAt', type: 'date', label: { tr: 'Onaylandığı an', en: 'Confirmed at' } },
      {
        // The artist's answer asking for a change; the next proposal or their confirmation clears it.
        name: 'changeRequest',
        type: 'textarea',
        maxLength: MESSAGE_MAX,
        label: { tr: 'Sanatçının değişiklik isteği', en: "The artist's change request" },
      },
      {
        name: 'changeRequestedAt',
        type: 'date',
        label: { tr: 'Değişikliğin istendiği an', en: 'Change requested at' },
      },
    ],
  },
]
