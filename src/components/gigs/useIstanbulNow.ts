'use client'

import { useSyncExternalStore } from 'react'

import { toIstanbulInput } from '@/lib/market/istanbulTime'

const subscribeToNothing = () => () => {}
// To the minute, so the snapshot is stable between renders.
const istanbulNow = () =>
  toIstanbulInput(new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString())

/**
 * Now as a gig form's datetime-local value (the form reads Istanbul time), for `min` on the date
 * inputs; none while rendering on the server. The server refuses a past date as well.
 */
export function useIstanbulNow(): string | undefined {
  return useSyncExternalStore(subscribeToNothing, istanbulNow, () => undefined)
}
