import 'server-only'

import type { z } from 'zod'

import { cleanJsonValue } from '../../../lib/cleanInputText'
import { isMessageKey, type MessageKey, translate } from '@/server/platform'
import { ApiError } from './ApiError'
import { readBodyText } from './readBodyText'

export const MAX_BODY_BYTES = 100 * 1024
const MARK = '\u0000field\u0000'

/**
 * Reads a JSON body of at most 100 KB (or `maxBytes`, for a route that takes a file's text) and
 * validates it: 413 when too large (`tooLarge`'s message), 400 for malformed
 * JSON or for the first schema violation (its message is a catalogue key).
 * Strings arrive cleaned (see cleanInputText) and prototype keys never reach a schema.
 * `fieldErrors`: a form sends this body and shows refusals beside their fields, so every refusal
 * of a field answers it as `field` (other routes keep the spec's `{success, message}`).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  {
    fieldErrors = false,
    maxBytes = MAX_BODY_BYTES,
    tooLarge,
  }: { fieldErrors?: boolean; maxBytes?: number; tooLarge?: MessageKey } = {},
): Promise<z.infer<S>> {
  const text = await readBodyText(request, maxBytes, tooLarge)
  let body: unknown
  try {
    body = text ? JSON.parse(text, cleanJsonValue) : {}
  } catch {
    throw new ApiError(400, 'AuthApi.malformedJson')
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  // Schemas name their problems with catalogue keys; zod's own English sentences are not shown.
  const issue = parsed.error.issues[0]
  const key = isMessageKey(issue?.message ?? '') ? (issue!.message as MessageKey) : null
  if (!key) throw new ApiError(400, 'AuthApi.invalidBody')
  // A message that names the field it refuses (`{field}`: the issue's path, e.g.
  // `emailEvents.newMessage`) also answers it as `field`, so a form shows the error beside it.
  const field = issue!.path.map(String).join('.')
  const names = translate('en', key, { field: MARK }).includes(MARK)
  const answered = field && (names || fieldErrors)
  throw new ApiError(400, key, answered ? { field } : {}, { field })
}
