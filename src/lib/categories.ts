export const BLOG_CATEGORIES = [
  'musician-album',
  'music-technology',
  'music-business',
  'musician-guides',
  'music-events',
  'music-venues',
] as const

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export const isBlogCategory = (value: unknown): value is BlogCategory =>
  typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value)

/** The spec's label rule: hyphens become ' & ' and words are capitalised. */
export const categoryLabel = (category: string): string =>
  category
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' & ')
