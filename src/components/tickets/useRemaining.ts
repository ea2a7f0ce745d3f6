'use client'

import { useEffect, useState } from 'react'

/** Whole seconds left until `until` (0 once passed), ticking each second. */
export function useRemaining(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0
}

/** Seconds as `m:ss`. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
