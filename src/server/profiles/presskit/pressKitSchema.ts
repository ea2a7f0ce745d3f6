import 'server-only'

import { z } from 'zod'

import { PRESS_KIT_LIMITS as L } from '../../../lib/limits'
import { toMediaEmbed } from '../../../lib/market/mediaEmbed'

const riderText = (message: string) => z.string({ message }).trim().max(L.riderText, { message })

const riderInput = z.object(
  {
    channel: z
      .number({ message: 'PressKitApi.validation.riderChannel' })
      .int({ message: 'PressKitApi.validation.riderChannel' })
      .min(1, { message: 'PressKitApi.validation.riderChannel' })
      .max(L.riderChannelMax, { message: 'PressKitApi.validation.riderChannel' }),
    source: riderText('PressKitApi.validation.riderSource').min(1, {
      message: 'PressKitApi.validation.riderSource',
    }),
    note: riderText('PressKitApi.validation.riderNote').nullable().optional(),
  },
  { message: 'PressKitApi.validation.rider' },
)

const fee = z
  .number({ message: 'PressKitApi.validation.feeRange' })
  .int({ message: 'PressKitApi.validation.feeRange' })
  .min(0, { message: 'PressKitApi.validation.feeRange' })
  .max(L.feeMax, { message: 'PressKitApi.validation.feeRange' })

/** The press kit's part of `PUT /api/profile` (artists only; each key optional, null clears). */
export const pressKitShape = {
  media: z
    .array(
      z.object(
        {
          url: z
            .string({ message: 'PressKitApi.validation.media' })
            .max(L.mediaUrl, { message: 'PressKitApi.validation.media' })
            .refine((url) => toMediaEmbed(url) !== null, {
              message: 'PressKitApi.validation.media',
            }),
        },
        { message: 'PressKitApi.validation.media' },
      ),
      { message: 'PressKitApi.validation.media' },
    )
    .max(L.media, { message: 'PressKitApi.validation.mediaCount' })
    .optional(),
  setLengthMinutes: z
    .number({ message: 'PressKitApi.validation.setLength' })
    .int({ message: 'PressKitApi.validation.setLength' })
    .min(L.setLengthMin, { message: 'PressKitApi.validation.setLength' })
    .max(L.setLengthMax, { message: 'PressKitApi.validation.setLength' })
    .nullable()
    .optional(),
  feeRange: z
    .object({ min: fee, max: fee }, { message: 'PressKitApi.validation.feeRange' })
    .refine((range) => range.min <= range.max, { message: 'PressKitApi.validation.feeRange' })
    .nullable()
    .optional(),
  rider: z
    .object(
      {
        inputs: z
          .array(riderInput, { message: 'PressKitApi.validation.rider' })
          .max(L.riderInputs, { message: 'PressKitApi.validation.riderCount' }),
      },
      { message: 'PressKitApi.validation.rider' },
    )
    .optional(),
}
