'use client'

import dynamic from 'next/dynamic'

import { useSession } from '@/components/session/useSession'

import styles from './SiteHeader.module.css'

// Loaded once someone is signed in: visitors' pages do not carry the bell and its data library.
const NotificationBell = dynamic(
  () => import('@/components/market/NotificationBell.client').then((m) => m.NotificationBell),
  { ssr: false },
)

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
