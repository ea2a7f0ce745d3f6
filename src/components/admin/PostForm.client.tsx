'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useServerError } from '@/components/forms/useServerError'
import type { ApiFailure } from '@/lib/api/ApiFailure'

import { LanguageFieldset } from './LanguageFieldset'
import styles from './PostForm.module.css'
import { hasRequiredFields, type PostFormValues } from './postFormValues'
import { SettingsFieldset } from './SettingsFieldset'

type Props = {
  initialValues: PostFormValues
  /** 15 on create, 10 on edit (SPEC 2). */
  contentRows: number
  submitLabel: string
  submittingLabel: string
  /** Sends the form; resolves to the failure to show (beside its field if it names one), or null. */
  onSubmit: (values: PostFormValues) => Promise<ApiFailure | null>
}

/** The bilingual post form: English, Turkish and settings groups; required fields checked first. */
export function PostForm({
  initialValues,
  contentRows,
  submitLabel,
  submittingLabel,
  onSubmit,
}: Props) {
  const t = useTranslations('AdminBlog')
  const locale = useLocale()
  const [values, setValues] = useState(initialValues)
  // The required fields are checked here; what the server refuses comes back as `errors`.
  const [missing, setMissing] = useState(false)
  const errors = useServerError(postFieldId)
  const [submitting, setSubmitting] = useState(false)

  const change = <K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) => {
    errors.changed(field)
    setValues((current) => ({ ...current, [field]: value }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    errors.show(null)
    setMissing(!hasRequiredFields(values))
    if (!hasRequiredFields(values)) return
    setSubmitting(true)
    const failure = await onSubmit(values)
    setSubmitting(false)
    errors.show(failure)
  }

  const error = missing ? t('requiredFields') : errors.formError

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {/* The screen's language first: a Turkish editor writes the Turkish fields first. */}
      {(locale === 'en' ? (['en', 'tr'] as const) : (['tr', 'en'] as const)).map((language) => (
        <LanguageFieldset
          key={language}
          language={language}
          values={values}
          contentRows={contentRows}
          onChange={change}
          errors={errors}
        />
      ))}
      <SettingsFieldset values={values} onChange={change} errors={errors} />
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </button>
      </div>
    </form>
  )
}

const POST_FIELDS = new Set<string>([
  'title_en',
  'summary_en',
  'content_en',
  'title_tr',
  'summary_tr',
  'content_tr',
  'category',
  'imageUrl',
  'status',
])

/** A field the server names is the input of the same id (`title_en`, `category`...). */
const postFieldId = (field: string) => (POST_FIELDS.has(field) ? field : null)
