import { getTranslations } from 'next-intl/server'

import { LoggedOutOnly } from '@/components/session/LoggedOutOnly.client'
import { Link } from '@/i18n/navigation'

import styles from './JoinCall.module.css'

/** The invitation to register, for visitors only; Link keeps the current language. */
export async function JoinCall() {
  const t = await getTranslations('Story')
  return (
    <LoggedOutOnly>
      <aside className={styles.join} aria-labelledby="story-join">
        <div>
          <h2 id="story-join">{t('joinTitle')}</h2>
          <p>{t('joinText')}</p>
        </div>
        <Link href="/register" className="button">
          {t('joinButton')}
        </Link>
      </aside>
    </LoggedOutOnly>
  )
}
