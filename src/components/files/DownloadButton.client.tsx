'use client'

import { useLocale } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { useApiMessages } from '@/components/data/useApiMessages'
import { apiDownload } from '@/lib/api/apiDownload'

type Props = {
  /** The API path of a file behind sign-in. */
  href: string
  /** The name to save under when the answer gives none. */
  fileName: string
  className?: string
  /** Shown while the file is on its way. */
  busyLabel: string
  children: ReactNode
}

/** A download of a signed-in file from a click, with its progress and any refusal beside it. */
export function DownloadButton({ href, fileName, className, busyLabel, children }: Props) {
  const locale = useLocale()
  const messages = useApiMessages()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    const failure = await apiDownload(href, { locale, messages }, fileName)
    setBusy(false)
    if (failure) setError(failure.message)
  }

  return (
    <>
      <button
        type="button"
        className={className ?? 'button secondary'}
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? busyLabel : children}
      </button>
      {error ? (
        <p role="alert" className="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
