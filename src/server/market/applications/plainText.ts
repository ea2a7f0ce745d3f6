import 'server-only'

import { z } from 'zod'
import { MESSAGE_MAX } from '../../../lib/limits'

/**
 * User text for applications and threads: control characters (other than line breaks and tabs)
 * dropped, line breaks normalised, trimmed, at most 2,000 characters.
 */
export const plainText = (required: boolean) =>
  z
    .string({ error: 'Applications.errors.textRequired' })
    .transform((text) =>
      text
        .replace(/\r\n?/g, '\n')
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
        .trim(),
    )
    .refine((text) => !required || text.length > 0, 'Applications.errors.textRequired')
    .refine((text) => text.length <= MESSAGE_MAX, 'Applications.errors.textTooLong')
