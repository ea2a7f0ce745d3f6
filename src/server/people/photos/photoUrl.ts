import 'server-only'

import type { Photo } from '../../../payload-types'

/** A populated photo's URL (a relationship left as an id, or none, has no URL to show). */
export const photoUrl = (photo: number | Photo | null | undefined): string | null =>
  photo && typeof photo === 'object' ? (photo.url ?? null) : null

/** What a populated photo is read with: the URL is computed from the file name. */
export const PHOTO_POPULATE = { url: true, filename: true } as const
