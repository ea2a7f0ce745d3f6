'use client'

import NextLink from 'next/link'
import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

import { ArtistDashboard } from './ArtistDashboard.client'
import styles from './Cards.module.css'
import { FanDashboard } from './FanDashboard.client'
import { IysExport } from './IysExport.client'
import { IysRefusals } from './IysRefusals.client'
import { OrganizerDashboard } from './OrganizerDashboard.client'

/** /panom: each role sees only the sections it can use; an admin first the ways to their screens. */
export function Dashboard() {
  const t = useTranslations('Market2.dashboard')
  const { user } = useSession()
  const role = user?.role
  const description =
    role === 'artist'
      ? t('descriptionArtist')
      : role === 'organizer'
        ? t('descriptionOrganizer')
        : role === 'admin'
          ? t('descriptionAdmin')
          : t('descriptionFan')
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{description}</p>
      </header>
      {role === 'admin' ? (
        <section className={styles.section} aria-labelledby="dashboard-admin">
          <h2 id="dashboard-admin">{t('admin')}</h2>
          <div className={styles.empty}>
            <p>{t('adminText')}</p>
            <div className={styles.actions}>
              <Link href="/admin/blog" className="button small">
                {t('adminBlog')}
              </Link>
              <NextLink href="/cms" prefetch={false} className="button small secondary">
                {t('adminPanel')}
              </NextLink>
            </div>
            <IysExport />
            <IysRefusals />
          </div>
        </section>
      ) : null}
      {role === 'artist' ? (
        <ArtistDashboard />
      ) : role === 'organizer' ? (
        <OrganizerDashboard />
      ) : (
        <FanDashboard />
      )}
    </>
  )
}
