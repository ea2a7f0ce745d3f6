import type { ComponentProps } from 'react'

import { CITIES } from '@/lib/market/cities'

type Props = ComponentProps<'select'> & {
  /** The first option, for no city ("any city", "choose a city"); none when only cities answer. */
  empty?: string
  /** A prompt rather than an answer: it cannot be chosen again once a city is. */
  emptyDisabled?: boolean
}

/** The one city picker: Turkey's provinces in the site's order, under the select's own props. */
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
