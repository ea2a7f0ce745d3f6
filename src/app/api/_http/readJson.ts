import 'server-only'

import type { z } from 'zod'

import { cleanJsonValue } from '../../../lib/cleanInputText'
import { isMessageKey } from '../../../server/platform/i18n/translate'
import { ApiError } from './ApiError'
import { readBodyText } from './readBodyText'

export const MAX_BODY_BYTES = 100 * 1024

/**
 * Reads a JSON body of at most 100 KB and validates it: 413 when too large, 400 for malformed
 * JSON or for the first schema violation (its message is a catalogue key).
 * Strings arrive cleaned (see cleanInputText) and prototype keys never reach a schema.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const text = await readBodyText(request, MAX_BODY_BYTES)
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
  const message = issue?.message ?? ''
  // A message may name the field it refuses with `{field}`: the issue's path, e.g. `emailEvents.x`.
  const field = issue?.path.map(String).join('.') ?? ''
  throw new ApiError(400, isMessageKey(message) ? message : 'AuthApi.invalidBody', {}, { field })
}
