import 'server-only'

import { createHash } from 'node:crypto'

import {
  appPayload,
  findKey,
  KeyTaken,
  recordAnswer,
  withIdempotencyKey,
  type KeyContext,
} from '@/server/platform'
import { ApiError } from './ApiError'
import { clientAddress } from './clientAddress'
import { readLimitedBody } from './readBodyText'
import { MAX_BODY_BYTES } from './readJson'

/** RFC 9110's visible ASCII, 1 to 255 of them. */
const KEY = /^[\x21-\x7e]{1,255}$/
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** How long a repeat waits for the answer of a first request that committed a moment ago. */
const ANSWER_WAIT_MS = 5000

/** A write's `Idempotency-Key`: null without one, or on a read; a malformed one is a 400. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = WRITES.has(request.method) ? request.headers.get('idempotency-key') : null
  if (key === null) return null
  if (!KEY.test(key)) throw new ApiError(400, 'HardeningApi.idempotencyKeyInvalid')
  return key
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/**
 * Answers a keyed write at most once per caller and key: `answer` runs with the key in context,
 * its transaction records the key, and the answer it gave is stored on the key. A repeat finds
 * the key (`KeyTaken`) and replays that answer, or waits for it while the first one finishes.
 */
export async function honourKey(
  request: Request,
  key: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  const { pathname, search } = new URL(request.url)
  const body = await readLimitedBody(request.clone(), MAX_BODY_BYTES)
  const context: KeyContext = {
    key,
    fingerprint: sha256(
      Buffer.concat([Buffer.from(`${request.method} ${pathname}${search}\n`), body]),
    ),
    anonymousCaller: `address:${sha256(clientAddress(request))}`,
  }
  let response: Response
  try {
    response = await withIdempotencyKey(context, answer)
  } catch (error) {
    if (error instanceof KeyTaken) return replay(context, error.caller)
    throw error
  }
  if (context.recordId !== undefined) {
    const stored = { status: response.status, body: await response.clone().text() }
    // The write is done: a failure to store its answer leaves repeats a 409, not this one a 500.
    await recordAnswer(await appPayload(), context.recordId, stored).catch((error) =>
      console.error('[api] storing a keyed answer:', error),
    )
  }
  return response
}

/** The recorded answer of the key, once its first request has stored it. */
async function replay(context: KeyContext, caller: string): Promise<Response> {
  const payload = await appPayload()
  const deadline = Date.now() + ANSWER_WAIT_MS
  for (;;) {
    const record = await findKey(payload, caller, context.key)
    if (record && record.fingerprint !== context.fingerprint)
      throw new ApiError(422, 'HardeningApi.idempotencyKeyReused')
    if (record?.status != null)
      return new Response(record.body, {
        status: record.status,
        headers: {
          'Content-Type': 'application/json',
          'Idempotent-Replayed': 'true',
          Vary: 'Accept-Language',
        },
      })
    if (!record || Date.now() > deadline)
      throw new ApiError(409, 'HardeningApi.idempotencyAlreadyDone')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
