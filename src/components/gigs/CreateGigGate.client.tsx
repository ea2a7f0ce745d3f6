'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

import { CreateGig } from './CreateGig.client'
import styles from './Gigs.module.css'

/** Organizers and admins get the form; artists and fans how to get a venue account instead. */
export function CreateGigGate() {
  const t = useTranslations('GigForm')
  const { user } = useSession()
  if (user?.role === 'organizer' || user?.role === 'admin') return <CreateGig />
  return (
    <section className={`card ${styles.gate}`}>
      <h2>{t('forOrganizers')}</h2>
      <p>{t('forOrganizersText')}</p>
      <p className={styles.gateActions}>
        <Link href="/register" className="button small">
          {t('registerVenue')}
        </Link>
        <Link href="/gigs">{t('browseGigs')}</Link>
      </p>
    </section>
  )
}
