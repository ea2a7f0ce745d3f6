'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

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
  /** Sends the form; resolves to an error message to show, or null on success. */
  onSubmit: (values: PostFormValues) => Promise<string | null>
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
  const [values, setValues] = useState(initialValues)
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const change = <K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!hasRequiredFields(values)) return setError(t('requiredFields'))
    setError(null)
    setSubmitting(true)
    const failure = await onSubmit(values).catch(() => t('genericError'))
    setSubmitting(false)
    setError(failure)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <LanguageFieldset language="en" values={values} contentRows={contentRows} onChange={change} />
      <LanguageFieldset language="tr" values={values} contentRows={contentRows} onChange={change} />
      <SettingsFieldset values={values} onChange={change} />
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
