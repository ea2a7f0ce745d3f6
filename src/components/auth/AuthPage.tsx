import type { ReactNode } from 'react'

import styles from './AuthPage.module.css'

type Props = { title: string; intro: string; children: ReactNode; footer: ReactNode }

/** The centred panel login and register share: heading, intro, form, and a link to the other. */
export function AuthPage({ title, intro, children, footer }: Props) {
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <p className={styles.switch}>{footer}</p>
      </section>
    </div>
  )
}
