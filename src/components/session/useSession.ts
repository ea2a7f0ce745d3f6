'use client'

import { useContext } from 'react'

import { SessionContext, type SessionState } from './SessionProvider.client'

export function useSession(): SessionState {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}
