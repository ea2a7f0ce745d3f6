'use client'

import { NotificationBell } from '@/components/market/NotificationBell.client'
import { useSession } from '@/components/session/useSession'

import styles from './SiteHeader.module.css'

/** The bell stays in the header bar (outside the phone menu) once signed in. */
export function HeaderBell() {
  const { user } = useSession()
  if (!user) return null
  return (
    <div className={styles.bell}>
      <NotificationBell />
    </div>
  )
}
