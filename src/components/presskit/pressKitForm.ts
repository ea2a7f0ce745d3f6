import { liraToKurus } from '@/lib/money/kurus'
import { toMediaEmbed, type MediaEmbed } from '@/lib/market/mediaEmbed'
import type { FeeRange, GalleryPhoto, Rider } from '@/server/profiles'

/** The press kit part of the owner's profile, as `GET /api/profile` answers it. */
export type EditablePressKit = {
  media: MediaEmbed[]
  gallery: GalleryPhoto[]
  setLengthMinutes: number | null
  feeRange: FeeRange
  rider: Rider
}

export type RiderLine = { channel: string; source: string; note: string }

const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/** The editor's values as the press kit fields of `PUT /api/profile`. */
export function pressKitBody(values: {
  media: string[]
  setLength: string
  feeMin: string
  feeMax: string
  rider: RiderLine[]
}) {
  // Typed in lira, sent in kuruş.
  const kurus = (lira: string) => {
    const value = wholeOrNull(lira)
    return value === null ? null : liraToKurus(value)
  }
  const min = kurus(values.feeMin)
  const max = kurus(values.feeMax)
  return {
    media: values.media
      .map((url) => url.trim())
      .filter(Boolean)
      .map((url) => ({ url })),
    setLengthMinutes: wholeOrNull(values.setLength),
    feeRange: min === null && max === null ? null : { min: min ?? 0, max: max ?? min ?? 0 },
    rider: {
      inputs: values.rider
        .filter((line) => line.source.trim() || line.note.trim())
        .map((line) => ({
          channel: Number(line.channel),
          source: line.source.trim(),
          note: line.note.trim() || null,
        })),
    },
  }
}

/** A media link the press kit cannot play, by its place among the editor's inputs. */
export type MediaRefusal = { index: number; url: string }

/** The first filled-in link no player takes (a Vimeo page, a typo), checked as the server does. */
export function refusedMediaLink(media: string[]): MediaRefusal | null {
  const index = media.findIndex((url) => url.trim() !== '' && toMediaEmbed(url.trim()) === null)
  return index < 0 ? null : { index, url: media[index]!.trim() }
}

/**
 * The input a server refusal of `media.{n}` names: `n` counts the links sent (blank inputs are
 * left out of the body), so it is mapped back to the editor's input.
 */
export function mediaRefusalOf(field: string | undefined, media: string[]): MediaRefusal | null {
  const sent = /^media\.(\d+)/.exec(field ?? '')
  if (!sent) return null
  const filled = media.flatMap((url, index) => (url.trim() ? [index] : []))
  const index = filled[Number(sent[1])]
  return index === undefined ? null : { index, url: media[index]!.trim() }
}
