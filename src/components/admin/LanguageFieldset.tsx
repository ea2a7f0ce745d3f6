import { useTranslations } from 'next-intl'

import { FieldError } from '@/components/forms/FieldError'
import type { ServerError } from '@/components/forms/useServerError'

import styles from './PostForm.module.css'
import type { PostFormValues } from './postFormValues'
import type { Locale } from '@/i18n/locales'
import { POST_LIMITS } from '@/lib/limits'

type Props = {
  language: Locale
  values: PostFormValues
  contentRows: number
  onChange: (field: keyof PostFormValues, value: string) => void
  errors: ServerError
}

const LABELS = {
  en: { legend: 'englishContent', title: 'titleEn', summary: 'summaryEn', content: 'contentEn' },
  tr: { legend: 'turkishContent', title: 'titleTr', summary: 'summaryTr', content: 'contentTr' },
} as const

/** One language's title, summary and HTML content. */
export function LanguageFieldset({ language, values, contentRows, onChange, errors }: Props) {
  const t = useTranslations('AdminBlog')
  const labels = LABELS[language]
  const field = (name: 'title' | 'summary' | 'content') => `${name}_${language}` as const
  return (
    <fieldset className={styles.group} lang={language}>
      <legend>{t(labels.legend)}</legend>
      <div className="field">
        <label htmlFor={field('title')}>
          {t(labels.title)} <span className={styles.required}>({t('required')})</span>
        </label>
        <input
          id={field('title')}
          name={field('title')}
          maxLength={POST_LIMITS.title}
          aria-required="true"
          value={values[field('title')]}
          onChange={(event) => onChange(field('title'), event.target.value)}
          {...errors.invalid(field('title'))}
        />
        <FieldError errors={errors} id={field('title')} />
      </div>
      <div className="field">
        <label htmlFor={field('summary')}>{t(labels.summary)}</label>
        <textarea
          id={field('summary')}
          name={field('summary')}
          rows={3}
          maxLength={POST_LIMITS.summary}
          value={values[field('summary')]}
          onChange={(event) => onChange(field('summary'), event.target.value)}
          {...errors.invalid(field('summary'))}
        />
        <FieldError errors={errors} id={field('summary')} />
      </div>
      <div className="field">
        <label htmlFor={field('content')}>{t(labels.content)}</label>
        <textarea
          id={field('content')}
          name={field('content')}
          rows={contentRows}
          className={styles.code}
          value={values[field('content')]}
          onChange={(event) => onChange(field('content'), event.target.value)}
          {...errors.invalid(field('content'), `${field('content')}-hint`)}
        />
        <FieldError errors={errors} id={field('content')} />
        <p id={`${field('content')}-hint`} className={styles.hint}>
          {t('contentHint')}
        </p>
      </div>
    </fieldset>
  )
}
