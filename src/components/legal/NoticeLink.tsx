import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { noticeSlug, type NoticePurpose } from '@/lib/legal/purposes'

import styles from './NoticeLink.module.css'

/** The line beside a form that collects personal data: a link to that purpose's notice. */
export async function NoticeLink({ purpose }: { purpose: NoticePurpose }) {
  const t = await getTranslations('Legal')
  const locale = (await getLocale()) as Locale
  return (
    <p className={styles.notice} data-notice={purpose}>
      {t.rich('noticeBeside', {
        link: (chunks) => (
          <Link
            href={{
              pathname: '/privacy/[purpose]',
              params: { purpose: noticeSlug(locale, purpose) },
            }}
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  )
}
