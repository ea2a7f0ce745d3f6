import type { Field } from 'payload'

import { CITIES } from '../../src/lib/market/cities'
import { GENRES } from '../../src/lib/market/genres'
import { marketOptions } from '../../src/lib/market/optionLabels'

/** One of Turkey's 81 provinces, stored by its ASCII key, shown by its Turkish name. */
export const cityField = (required = false): Field => ({
  name: 'city',
  type: 'select',
  required,
  index: true,
  options: CITIES.map(([value, label]) => ({ value, label })),
  label: { tr: 'Şehir', en: 'City' },
})

export const genresField: Field = {
  name: 'genres',
  type: 'select',
  hasMany: true,
  options: marketOptions('genres', GENRES),
  label: { tr: 'Türler', en: 'Genres' },
}

export const photoField: Field = {
  name: 'photo',
  type: 'upload',
  relationTo: 'photos',
  label: { tr: 'Fotoğraf', en: 'Photo' },
}
