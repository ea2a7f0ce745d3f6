import type { ReactNode } from 'react'

type Props = {
  title: string
  text: string
  /** An HTTP-like code shown large above the title (404), decorative. */
  code?: number
  /** 'alert' for refusals and failures, announced at once. */
  role?: 'alert'
  /** The way on: a link or a button. */
  children?: ReactNode
}

/** A whole-page state: not found, access denied, not logged in, an error. */
export function StatusPage({ title, text, code, role, children }: Props) {
  return (
    <section className="status-page" role={role}>
      {code && (
        <p className="status-code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </section>
  )
}
