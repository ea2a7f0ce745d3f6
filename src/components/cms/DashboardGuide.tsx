import type { ServerProps } from 'payload'

import type { User } from '@/payload-types'
import { countEditorQueue } from '@/server/app'
import { DashboardGuideLinks } from './DashboardGuideLinks.client'

/** The dashboard's "where to start" block, with what is waiting for an editor (two counts). */
export async function DashboardGuide({ payload, user }: ServerProps) {
  const queue = await countEditorQueue(payload, (user as User | undefined) ?? null)
  return <DashboardGuideLinks {...queue} />
}
