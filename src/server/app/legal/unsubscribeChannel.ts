import 'server-only'

import type { Payload } from 'payload'

import type { MarketingChannel } from '@/lib/legal/purposes'

import { recordConsent, type ConsentSource } from '../../legal'
import { stopDigest } from '../../market'
import { unsubscribe } from '../../outreach'
import { appPayload } from '../../platform'

/**
 * One-click unsubscribe (RFC 8058) from one marketing channel, by the signed token its mails carry:
 * no sign-in. Stops the channel and records the withdrawal (Law 6563 art. 7). Idempotent; null for
 * a token that is not valid for that channel.
 */
export async function unsubscribeChannel(
  payload: Payload,
  channel: MarketingChannel,
  token: string,
  source: ConsentSource,
): Promise<{ email: string } | null> {
  const stopped =
    channel === 'digest' ? await stopDigest(payload, token) : await unsubscribe(payload, token)
  if (!stopped) return null
  await recordConsent(
    payload,
    { email: stopped.email },
    { kind: 'marketing', purpose: channel, action: 'withdrawn' },
    source,
  )
  return stopped
}

/** The same for a page the mail links to (the unsubscribe links of older mails). */
export const unsubscribeChannelByLink = async (
  channel: MarketingChannel,
  token: string,
  source: ConsentSource,
) => unsubscribeChannel(await appPayload(), channel, token, source)
