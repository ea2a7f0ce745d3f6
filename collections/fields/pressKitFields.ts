import type { Field } from 'payload'

import { PRESS_KIT_LIMITS } from '../../src/lib/limits'
import { MEDIA_PROVIDERS } from '../../src/lib/market/mediaEmbed'

import { moneyField } from './moneyField'

const L = PRESS_KIT_LIMITS

/** An artist's press kit: embeds, a photo gallery, set length, fee range and technical rider. */
export const pressKitFields: Field[] = [
  {
    name: 'media',
    type: 'array',
    maxRows: L.media,
    label: { tr: 'Medya', en: 'Media' },
    fields: [
      { name: 'url', type: 'text', required: true, maxLength: L.mediaUrl },
      {
        name: 'provider',
        type: 'select',
        required: true,
        options: MEDIA_PROVIDERS.map((value) => ({ value, label: value })),
      },
    ],
  },
  {
    name: 'gallery',
    type: 'array',
    maxRows: L.gallery,
    label: { tr: 'Galeri', en: 'Gallery' },
    fields: [{ name: 'photo', type: 'upload', relationTo: 'photos', required: true }],
  },
  {
    name: 'setLengthMinutes',
    type: 'number',
    min: L.setLengthMin,
    max: L.setLengthMax,
    label: { tr: 'Set süresi (dk)', en: 'Set length (min)' },
  },
  {
    name: 'feeRange',
    type: 'group',
    label: { tr: 'Ücret aralığı', en: 'Fee range' },
    fields: [
      moneyField('min', { tr: 'En az', en: 'From' }, { max: L.feeMax }),
      moneyField('max', { tr: 'En çok', en: 'To' }, { max: L.feeMax }),
    ],
  },
  {
    name: 'rider',
    type: 'group',
    label: { tr: 'Teknik rider', en: 'Technical rider' },
    fields: [
      {
        name: 'inputs',
        type: 'array',
        maxRows: L.riderInputs,
        fields: [
          { name: 'channel', type: 'number', required: true, min: 1, max: L.riderChannelMax },
          { name: 'source', type: 'text', required: true, maxLength: L.riderText },
          { name: 'note', type: 'text', maxLength: L.riderText },
        ],
      },
      { name: 'stagePlot', type: 'upload', relationTo: 'photos' },
    ],
  },
]
