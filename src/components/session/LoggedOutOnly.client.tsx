'use client'

import type { ReactNode } from 'react'

import { useSession } from './useSession'

/**
 * Calls to action for visitors. Rendered on the server (crawlers and first paint see them) and
 * hidden once the browser knows someone is signed in.
 */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const { user } = useSession()
  return user ? null : <>{children}</>
}
