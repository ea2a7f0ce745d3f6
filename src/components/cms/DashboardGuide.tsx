import type { ServerProps } from 'payload'

import { DashboardGuideLinks } from './DashboardGuideLinks.client'

/** The dashboard's "where to start" block, with what is waiting for an editor (two counts). */
export async function DashboardGuide({ payload, user }: ServerProps) {
  const asEditor = { overrideAccess: false, user } as const
  const [pendingComments, unhandledMessages] = await Promise.all([
    payload.count({
      collection: 'comments',
      where: { status: { equals: 'pending' } },
      ...asEditor,
    }),
    payload.count({
      collection: 'contact-messages',
      where: { handled: { not_equals: true } },
      ...asEditor,
    }),
  ])
  return (
    <DashboardGuideLinks
      pendingComments={pendingComments.totalDocs}
      unhandledMessages={unhandledMessages.totalDocs}
    />
  )
}
