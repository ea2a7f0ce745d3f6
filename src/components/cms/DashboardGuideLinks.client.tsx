'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { formatAdminURL } from 'payload/shared'

import type { CmsTranslationsKeys, CmsTranslationsObject } from './cmsTranslations'
import styles from './DashboardGuide.module.css'

type Props = { pendingComments: number; unhandledMessages: number }

export function DashboardGuideLinks({ pendingComments, unhandledMessages }: Props) {
  const { config } = useConfig()
  const { t } = useTranslation<CmsTranslationsObject, CmsTranslationsKeys>()
  const adminUrl = (path: `/${string}`) =>
    formatAdminURL({ adminRoute: config.routes.admin, path, relative: true })

  const steps = [
    {
      href: adminUrl('/collections/posts/create'),
      label: t('sahne:writePost'),
      hint: t('sahne:writePostHint'),
    },
    {
      href: adminUrl('/collections/comments'),
      label: t('sahne:moderateComments'),
      hint: t('sahne:pendingComments', { count: pendingComments }),
    },
    {
      href: adminUrl('/collections/contact-messages'),
      label: t('sahne:handleMessages'),
      hint: t('sahne:unhandledMessages', { count: unhandledMessages }),
    },
    {
      href: adminUrl('/collections/subscribers'),
      label: t('sahne:exportSubscribers'),
      hint: t('sahne:exportHint'),
    },
  ]

  return (
    <section className={styles.guide} aria-labelledby="dashboard-guide-title">
      <h2 id="dashboard-guide-title" className={styles.title}>
        {t('sahne:dashboardTitle')}
      </h2>
      <p className={styles.intro}>{t('sahne:dashboardIntro')}</p>
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step.href} className={styles.step}>
            <Link href={step.href} className={styles.link}>
              {step.label}
            </Link>
            <span className={styles.hint}>{step.hint}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
