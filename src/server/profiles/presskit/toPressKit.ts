import 'server-only'

import { toMediaEmbed, type MediaEmbed } from '../../../lib/market/mediaEmbed'
import type { Artist } from '../../../payload-types'
import { idOf } from '@/lib/idOf'
import { photoUrl } from '../../people'

export type GalleryPhoto = { id: number; url: string }
export type FeeRange = { min: number; max: number } | null
type RiderInput = { channel: number; source: string; note: string | null }
export type Rider = { inputs: RiderInput[]; stagePlot: string | null }

/**
 * A press kit with its fee range: what the artist edits. Everyone else sees it without the fee
 * range (`SharedPressKit`), which, like the rider, is read apart for the viewers allowed to.
 */
type PublicPressKit = {
  media: MediaEmbed[]
  gallery: GalleryPhoto[]
  setLengthMinutes: number | null
  feeRange: FeeRange
}

/** The artist fields a press kit is read from (photos populated with PHOTO_POPULATE). */
export const PRESS_KIT_SELECT = {
  media: true,
  gallery: true,
  setLengthMinutes: true,
  feeRange: true,
} as const

/** The press kit every visitor sees, cached for all: no fee range, no rider. */
export type SharedPressKit = Omit<PublicPressKit, 'feeRange'>

/** What a venue weighing a booking reads beside the shared press kit. */
export type VenuePressKit = { rider: Rider; feeRange: FeeRange }

type PressKitDoc = Partial<Pick<Artist, 'media' | 'gallery' | 'setLengthMinutes' | 'feeRange'>>

export function toPublicPressKit(artist: PressKitDoc): PublicPressKit {
  const { min, max } = artist.feeRange ?? {}
  return {
    media: (artist.media ?? []).flatMap((item) => {
      const embed = toMediaEmbed(item.url)
      return embed ? [embed] : []
    }),
    gallery: (artist.gallery ?? []).flatMap((item) => {
      const id = idOf(item.photo)
      const url = photoUrl(item.photo)
      return id && url ? [{ id, url }] : []
    }),
    setLengthMinutes: artist.setLengthMinutes ?? null,
    feeRange: min != null && max != null ? { min, max } : null,
  }
}

export function toSharedPressKit(artist: PressKitDoc): SharedPressKit {
  const { feeRange: _private, ...shared } = toPublicPressKit(artist)
  return shared
}

export const toRider = (rider: Artist['rider']): Rider => ({
  inputs: (rider?.inputs ?? []).map(({ channel, source, note }) => ({
    channel,
    source,
    note: note ?? null,
  })),
  stagePlot: photoUrl(rider?.stagePlot),
})
