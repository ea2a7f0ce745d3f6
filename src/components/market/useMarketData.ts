'use client'

import { useCallback, useEffect, useState } from 'react'

import { useSession } from '@/components/session/useSession'

import { type ApiAnswer, marketApi } from './marketApi'

/** GETs `path` as the signed-in user (nothing without one); `reload` fetches it again. */
export function useMarketData<T>(path: string | null) {
  const { token } = useSession()
  const [answer, setAnswer] = useState<ApiAnswer<T> | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!token || !path) return
    let current = true
    void marketApi<T>(token, path).then((reply) => {
      if (current) setAnswer(reply)
    })
    return () => {
      current = false
    }
  }, [token, path, version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { answer, data: answer?.data ?? null, reload }
}
