'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { IMAGE_TYPES } from '@/lib/limits'

import styles from './ImagePicker.module.css'
import type { ImageChoice } from './useImageChoice'

type Props = {
  /** The file input's id (tests and labels find it by it). */
  id: string
  label: string
  hint?: string
  /** The saved picture, shown until another is chosen. */
  current: string | null
  choice: ImageChoice
  /** The server's refusal of the last upload, shown until another file is chosen. */
  error?: string | null
  /** A round preview (a profile photo); else 4:3. */
  shape?: 'round'
  /** The label is read out but not shown (a legend above already says it). */
  labelHidden?: boolean
  /** Actions beside the picker: an upload or remove button. */
  children?: ReactNode
}

/**
 * One picture's picker, the same for the profile photo, the gallery, the stage plot and gig
 * pictures: a preview (the chosen file at once, else the saved picture), a labelled button for
 * the visually hidden but focusable file input, the hint and the refusal beside it.
 */
export function ImagePicker(props: Props) {
  const { id, label, hint, current, choice, error, shape, labelHidden, children } = props
  const t = useTranslations('ImagePicker')
  // A file of another type, or one the browser cannot draw, shows no broken preview.
  const [broken, setBroken] = useState<string | null>(null)
  const chosen = choice.problem === 'type' ? null : choice.preview
  const shown = chosen ?? current
  const src = shown && shown !== broken ? shown : null
  const message = choice.problem ? t(choice.problem) : error
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean)
  return (
    <div className={styles.picker}>
      <span id={`${id}-label`} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <div className={styles.body}>
        <div className={`${styles.preview} ${shape === 'round' ? styles.round : ''}`}>
          {src ? (
            <Image
              src={src}
              alt={chosen ? t('previewAlt') : t('currentAlt')}
              onError={() => setBroken(src)}
              fill
              sizes="160px"
              // A chosen file is a blob: URL the optimizer cannot fetch.
              unoptimized={src.startsWith('blob:')}
              className={styles.image}
            />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.empty}>
              <path d="M4 5h16v14H4z M4 15l4-4 4 4 3-3 5 5" fill="none" strokeWidth="1.5" />
              <circle cx="15.5" cy="8.5" r="1.5" />
            </svg>
          )}
        </div>
        <div className={styles.controls}>
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className={`visually-hidden ${styles.input}`}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={described.join(' ') || undefined}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              choice.choose(event.target.files?.[0] ?? null)
              // Emptied, so choosing the same file again still counts as a change.
              event.target.value = ''
            }}
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className={`button secondary small ${styles.choose}`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
              <path d="M12 16V4m0 0-4 4m4-4 4 4M5 14v5h14v-5" fill="none" strokeWidth="2" />
            </svg>
            {choice.file ? t('chooseAnother') : current ? t('replace') : t('choose')}
          </label>
          {choice.file ? (
            <span className={styles.fileName}>{t('chosen', { name: choice.file.name })}</span>
          ) : null}
          {hint ? (
            <p id={`${id}-hint`} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          {message ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {message}
            </p>
          ) : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
      </div>
    </div>
  )
}
