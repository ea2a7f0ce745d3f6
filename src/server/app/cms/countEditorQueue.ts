import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { countPendingComments } from '../../blog'
import { countUnhandledMessages } from '../../outreach'

type EditorQueue = { pendingComments: number; unhandledMessages: number }

/** What waits for an editor on the /cms dashboard: comments to moderate, messages to answer. */
export async function countEditorQueue(payload: Payload, user: User | null): Promise<EditorQueue> {
  const [pendingComments, unhandledMessages] = await Promise.all([
    countPendingComments(payload, user),
    countUnhandledMessages(payload, user),
  ])
  return { pendingComments, unhandledMessages }
}
