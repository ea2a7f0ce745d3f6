import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import {
  DATA_REQUEST_DAYS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_TEXT_MAX,
} from '@/lib/legal/dataRequests'

import type { DataRequest, User } from '../../../../payload-types'

export const dataRequestSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: 'DataRequestsApi.invalidKind' }),
  text: z
    .string({ error: 'DataRequestsApi.textRequired' })
    .trim()
    .min(10, 'DataRequestsApi.textRequired')
    .max(DATA_REQUEST_TEXT_MAX, 'DataRequestsApi.textTooLong'),
})

const DAY_MS = 24 * 60 * 60 * 1000

/** Files a request to correct or delete the account's data, due in 30 days (KVKK art. 13/2). */
export async function fileDataRequest(
  payload: Payload,
  user: User,
  input: z.infer<typeof dataRequestSchema>,
  locale: Locale,
) {
  const doc = await payload.create({
    collection: 'data-requests',
    data: {
      user: user.id,
      email: user.email,
      kind: input.kind,
      text: input.text,
      locale,
      dueAt: new Date(Date.now() + DATA_REQUEST_DAYS * DAY_MS).toISOString(),
      status: 'open',
    },
    // Nobody creates one through Payload's API; this command is the only way in.
    overrideAccess: true,
    depth: 0,
  })
  return toDataRequestItem(doc)
}

/** The account's requests, newest first, as the settings list shows them. */
export async function listDataRequests(payload: Payload, user: User) {
  const { docs } = await payload.find({
    collection: 'data-requests',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map(toDataRequestItem)
}

const toDataRequestItem = (doc: DataRequest) => ({
  id: doc.id,
  kind: doc.kind,
  text: doc.text,
  status: doc.status,
  answer: doc.answer ?? null,
  dueAt: doc.dueAt,
  createdAt: doc.createdAt,
})
