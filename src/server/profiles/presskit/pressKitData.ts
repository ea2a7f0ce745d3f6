import 'server-only'

import { toMediaEmbed } from '../../../lib/market/mediaEmbed'
import type { ProfileInput } from '../own/profileSchema'

/** The press kit fields of a profile body, as the artists collection stores them (only those sent). */
export function pressKitData(input: ProfileInput) {
  const data: Record<string, unknown> = {}
  if (input.media !== undefined)
    data.media = input.media.map(({ url }) => {
      const embed = toMediaEmbed(url)!
      return { url: embed.url, provider: embed.provider }
    })
  if (input.setLengthMinutes !== undefined) data.setLengthMinutes = input.setLengthMinutes
  if (input.feeRange !== undefined) data.feeRange = input.feeRange ?? { min: null, max: null }
  if (input.rider !== undefined)
    data.rider = {
      inputs: input.rider.inputs.map(({ channel, source, note }) => ({
        channel,
        source,
        note: note || null,
      })),
    }
  return data
}
