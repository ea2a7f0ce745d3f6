'use client'

import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'

import { clearSessionEndedNote, SESSION_ENDED_EVENT } from '@/lib/session/endedSession'
import { endServerSession } from '@/lib/session/endServerSession'
import {
  TOKEN_KEY,
  USER_KEY,
  toSessionUser,
  type SessionData,
  type SessionUser,
} from '@/lib/session/sessionUser'

export type SessionState = {
  user: SessionUser | null
  token: string | null
  /** True until the stored session has been read on first load. */
  loading: boolean
  /** Stores token and user; incomplete login data is refused (logged) and returns false. */
  login: (data: Partial<SessionData> | null | undefined) => boolean
  /** Ends the server-side session too (POST /api/auth/logout), then forgets it locally. */
  logout: () => void
}

export const SessionContext = createContext<SessionState | null>(null)

function readStoredSession(): Pick<SessionState, 'user' | 'token'> {
  const token = localStorage.getItem(TOKEN_KEY)
  if (!token) {
    localStorage.removeItem(USER_KEY)
    return { user: null, token: null }
  }
  const raw = localStorage.getItem(USER_KEY)
  let user: SessionUser | null = null
  try {
    user = raw ? toSessionUser(JSON.parse(raw)) : null
  } catch {
    user = null
  }
  if (!user) console.warn('A session token is stored but the user record is missing.')
  return { user, token }
}

/** The session of section 4 of the spec: token and user in local storage, shared by all tabs. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Pick<SessionState, 'user' | 'token' | 'loading'>>({
    user: null,
    token: null,
    loading: true,
  })

  useEffect(() => {
    const load = () => setState({ ...readStoredSession(), loading: false })
    load()
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) load()
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener(SESSION_ENDED_EVENT, load)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(SESSION_ENDED_EVENT, load)
    }
  }, [])

  const login = useCallback((data: Partial<SessionData> | null | undefined) => {
    const user = toSessionUser(data?.user)
    if (!data?.token || !user) {
      console.error('Login data is incomplete: a token and a user are both needed.')
      return false
    }
    localStorage.setItem(TOKEN_KEY, data.token)
    localStorage.setItem(USER_KEY, JSON.stringify(user))
    clearSessionEndedNote()
    setState({ user, token: data.token, loading: false })
    return true
  }, [])

  const logout = useCallback(() => {
    const token = localStorage.getItem(TOKEN_KEY)
    if (token) endServerSession(token)
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(USER_KEY)
    setState({ user: null, token: null, loading: false })
  }, [])

  const value = useMemo(() => ({ ...state, login, logout }), [state, login, logout])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
