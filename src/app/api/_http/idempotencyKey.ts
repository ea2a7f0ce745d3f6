import 'server-only'

import { createHash } from 'node:crypto'

import {
  appPayload,
  findKey,
  KeyTaken,
  recordAnswer,
  takeReanswer,
  withIdempotencyKey,
  type KeyContext,
} from '@/server/platform'
import { ApiError } from './ApiError'
import { clientAddress } from '@/lib/http/clientAddress'
import { readLimitedBody } from './readBodyText'
import { MAX_BODY_BYTES } from './readJson'

/** RFC 9110's visible ASCII, 1 to 255 of them. */
const KEY = /^[\x21-\x7e]{1,255}$/
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/**
 * How long a repeat waits for the answer of a first request that committed a moment ago, before
 * it takes the first one for dead and answers from the key's stored result itself.
 */
const ANSWER_WAIT_MS = 5000
/** How much longer a repeat waits while another repeat answers the key again. */
const GIVE_UP_AFTER_MS = 20_000

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
 * its transaction records the key (and what it returned), and the answer it gave is stored on the
 * key. A repeat finds the key (`KeyTaken`) and replays that answer, or waits for it while the
 * first one finishes; if the first one died between its commit and storing its answer, the repeat
 * answers again: `answer` runs once more, its transaction giving back its stored result instead of
 * writing again.
 */
export async function honourKey(
  request: Request,
  key: string,
  answer: (request: Request) => Promise<Response>,
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
    response = await withIdempotencyKey(context, () => answer(request))
  } catch (error) {
    if (error instanceof KeyTaken) {
      // The body was read by the first run: a repeat answering again reads it from a copy.
      const copy = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body.length > 0 ? new Uint8Array(body) : null,
      })
      return replay(context, error.caller, () => answer(copy))
    }
    throw error
  }
  if (context.recordId !== undefined) await storeAnswer(context.recordId, response)
  return response
}

async function storeAnswer(id: number, response: Response) {
  const stored = { status: response.status, body: await response.clone().text() }
  // The write is done: a failure to store its answer leaves repeats to answer again from the
  // key's stored result, not this one a 500.
  await recordAnswer(await appPayload(), id, stored).catch((error) =>
    console.error('[api] storing a keyed answer:', error),
  )
}

/**
 * The recorded answer of the key, once its first request has stored it; past the wait, the
 * answer made again from what its transaction returned.
 */
async function replay(
  context: KeyContext,
  caller: string,
  answer: () => Promise<Response>,
): Promise<Response> {
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
    const waited = Date.now() > deadline
    if (waited && record?.result && (await takeReanswer(payload, record.id)))
      return answerAgain(context, record.id, record.result, answer)
    // Gone (expired and swept a moment ago), recorded without a result, or another repeat still
    // answering it long after its wait: nothing this one can answer from.
    if (!record || (waited && !record.result) || Date.now() > deadline + GIVE_UP_AFTER_MS)
      throw new ApiError(409, 'HardeningApi.idempotencyAlreadyDone')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Answers a key whose first request died after its commit: the route runs again with the stored
 * result in place of its transaction, and that answer is stored for the repeats after it.
 */
async function answerAgain(
  context: KeyContext,
  id: number,
  result: { value: unknown },
  answer: () => Promise<Response>,
): Promise<Response> {
  console.warn('[api] answering again a keyed write whose first answer was never stored')
  const again: KeyContext = { ...context, claimed: false, committedResult: result }
  const response = await withIdempotencyKey(again, answer)
  // An answer that never reached the transaction (a check before it refused) is not the write's.
  if (!again.replayed) return response
  await storeAnswer(id, response)
  response.headers.set('Idempotent-Replayed', 'true')
  return response
}
