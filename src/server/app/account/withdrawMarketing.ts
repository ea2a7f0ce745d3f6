import 'server-only'

import type { PayloadRequest } from 'payload'

import { toLocale } from '@/i18n/locales'
import { clientAddress } from '@/lib/http/clientAddress'

import { recordConsent } from '../../legal'

/**
 * A deleted account gets no more marketing mail, and the consent records say so: the weekly
 * digest it had opted into is recorded withdrawn (Law 6563), by the deletion, from the address of
 * the request that deleted it, in the account's language. The records keep the account's id and
 * address, so the proof outlives the row.
 */
export async function withdrawMarketing(req: PayloadRequest, userId: number): Promise<void> {
  // Full access: the account is being deleted by whoever may delete it; this reads its own row.
  const user = await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!user.digest) return
  await recordConsent(
    req.payload,
    { user: user.id, email: user.email },
    { kind: 'marketing', purpose: 'digest', action: 'withdrawn' },
    {
      ip: clientAddress(req),
      screen: 'accountDeletion',
      locale: toLocale(user.locale),
    },
    req,
  )
}
