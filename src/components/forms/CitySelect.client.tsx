'use client'

import type { ComponentProps } from 'react'

import { CITIES } from '@/lib/market/cities'

type Props = ComponentProps<'select'> & {
  /** The first option, for no city ("any city", "choose a city"); none when only cities answer. */
  empty?: string
  /** A prompt rather than an answer: it cannot be chosen again once a city is. */
  emptyDisabled?: boolean
}

/**
 * The one city picker: Turkey's provinces in the site's order, under the select's own props. A
 * client component so that a server page (the lists' filters) sends its props in the RSC payload
 * rather than its 81 options a second time; the HTML still lists them, and works without JS.
 */
export function CitySelect({ empty, emptyDisabled, ...select }: Props) {
  return (
    <select {...select}>
      {empty !== undefined && (
        <option value="" disabled={emptyDisabled}>
          {empty}
        </option>
      )}
      {CITIES.map(([key, name]) => (
        <option key={key} value={key}>
          {name}
        </option>
      ))}
    </select>
  )
}
