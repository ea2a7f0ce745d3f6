/** The fixed genre list; labels live in the catalogues under `Market.genres.<key>`. */
export const GENRES = [
  'rock',
  'pop',
  'jazz',
  'electronic',
  'hip-hop',
  'turkish-folk',
  'classical',
  'metal',
  'blues',
  'indie',
  'acoustic',
  'world',
  'rnb-soul',
  'latin',
  'alternative',
] as const

export type Genre = (typeof GENRES)[number]

export const isGenre = (value: unknown): value is Genre =>
  typeof value === 'string' && (GENRES as readonly string[]).includes(value)
