'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useRouter } from '@/i18n/navigation'

import { blogListHref } from './blogListParams'
import styles from './BlogSearchForm.module.css'
import { BLOG_SEARCH_MAX } from '@/lib/limits'

/**
 * The list's search box. A search starts again at page 1 with no category; a blank one is not
 * sent. Without JavaScript the form still works as a plain GET to the list.
 */
export function BlogSearchForm({ initialQuery }: { initialQuery: string }) {
  const t = useTranslations('BlogList')
  const router = useRouter()
  const [query, setQuery] = useState(initialQuery)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const search = query.trim()
    if (!search) return
    router.push(blogListHref({ search }))
  }

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} aria-label={t('searchLabel')}>
      <label htmlFor="blog-search" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id="blog-search"
        type="search"
        name="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('searchPlaceholder')}
        maxLength={BLOG_SEARCH_MAX}
      />
      <button type="submit" className="button">
        {t('searchButton')}
      </button>
    </form>
  )
}
