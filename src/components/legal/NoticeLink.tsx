import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { NoticePurpose } from '@/lib/legal/purposes'

import styles from './NoticeLink.module.css'

/** The line beside a form that collects personal data: a link to that purpose's notice. */
export async function NoticeLink({ purpose }: { purpose: NoticePurpose }) {
  const t = await getTranslations('Legal')
  return (
    <p className={styles.notice} data-notice={purpose}>
      {t.rich('noticeBeside', {
        link: (chunks) => (
          <Link href={{ pathname: '/privacy/[purpose]', params: { purpose } }}>{chunks}</Link>
        ),
      })}
    </p>
  )
}
