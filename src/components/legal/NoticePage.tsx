import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { NOTICE_PURPOSES, noticeSlug, type NoticePurpose } from '@/lib/legal/purposes'
import type { NoticeText } from '@/server/legal'

import styles from './NoticePage.module.css'

/** One privacy notice: exactly the paragraphs whose hash a consent record keeps, then the others. */
export async function NoticePage({
  purpose,
  notice,
  titles,
}: {
  purpose: NoticePurpose
  notice: NoticeText
  titles: Record<NoticePurpose, string>
}) {
  const t = await getTranslations('Legal')
  const locale = (await getLocale()) as Locale
  return (
    <article className="prose">
      <header className="page-header">
        <h1>{notice.title}</h1>
        <p className={styles.version}>{t('versionLabel', { version: notice.version })}</p>
      </header>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav aria-labelledby="notices-title" className={styles.others}>
        <h2 id="notices-title">{t('allNotices')}</h2>
        <ul>
          {NOTICE_PURPOSES.filter((other) => other !== purpose).map((other) => (
            <li key={other}>
              <Link
                href={{
                  pathname: '/privacy/[purpose]',
                  params: { purpose: noticeSlug(locale, other) },
                }}
              >
                {titles[other]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}
