import type { ServerProps } from 'payload'

import type { User } from '@/payload-types'
import { countPendingComments } from '@/server/comments/countPendingComments'
import { countUnhandledMessages } from '@/server/contact/countUnhandledMessages'
import { DashboardGuideLinks } from './DashboardGuideLinks.client'

/** The dashboard's "where to start" block, with what is waiting for an editor (two counts). */
export async function DashboardGuide({ payload, user }: ServerProps) {
  const editor = (user as User | undefined) ?? null
  const [pendingComments, unhandledMessages] = await Promise.all([
    countPendingComments(payload, editor),
    countUnhandledMessages(payload, editor),
  ])
  return (
    <DashboardGuideLinks pendingComments={pendingComments} unhandledMessages={unhandledMessages} />
  )
}
