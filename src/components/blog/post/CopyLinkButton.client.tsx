'use client'

import { useTranslations } from 'next-intl'

/** Copies the page's address; the spec confirms with an alert. */
export function CopyLinkButton() {
  const t = useTranslations('Share')

  async function copy() {
    const url = window.location.href
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // The Clipboard API needs a secure context and permission; the old way still works elsewhere.
      if (!copyWithSelection(url)) {
        window.alert(t('copyFailed'))
        return
      }
    }
    window.alert(t('copied'))
  }

  return (
    <button type="button" className="button small" onClick={copy}>
      {t('copyLink')}
    </button>
  )
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.style.position = 'fixed'
  field.style.opacity = '0'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}
