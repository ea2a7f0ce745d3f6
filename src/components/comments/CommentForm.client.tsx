'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { useSession } from '@/components/session/useSession'

import { CommentField } from './CommentField'
import styles from './CommentForm.module.css'
import type { PublicComment } from './commentTree'
import { postComment } from './postComment'
import { validateComment, type CommentDraft, type CommentErrors } from './validateComment'
import { COMMENT_LIMITS, EMAIL_MAX } from '@/lib/limits'

type Props = {
  postId: number
  /** The comment being answered; null for a new thread. */
  parent: { id: number; name: string } | null
  onPosted: (comment: PublicComment, parentId: number | null) => void
  onCancel?: () => void
}

const EMPTY: CommentDraft = { name: '', email: '', text: '' }

/**
 * A comment or a reply. Visitors give a name and email and their comment waits for approval;
 * a signed-in member posts under their account and sees the comment at once.
 */
export function CommentForm({ postId, parent, onPosted, onCancel }: Props) {
  const t = useTranslations('Comments')
  const locale = useLocale()
  const { user, token } = useSession()
  const id = useId()
  const [draft, setDraft] = useState(EMPTY)
  const [errors, setErrors] = useState<CommentErrors>({})
  const [sending, setSending] = useState(false)
  const [pending, setPending] = useState(false)
  const visitor = !user

  const change = (field: keyof CommentDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateComment(draft, { visitor })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    setPending(false)
    try {
      const answer = await postComment(
        {
          blogPost: postId,
          parentComment: parent?.id ?? null,
          text: draft.text.trim(),
          ...(visitor ? { authorName: draft.name.trim(), authorEmail: draft.email.trim() } : {}),
        },
        { token, locale },
      )
      if (!answer.ok) {
        toast.error(
          `${t('submitFailed')} ${answer.message ?? t('httpError', { code: answer.status })}`,
        )
        return
      }
      toast.success(answer.message ?? t('submitted'))
      setDraft(EMPTY)
      // A trusted member's comment is approved on the spot; a visitor's or a new account's first
      // waits for review, unseen.
      if (!visitor && answer.comment && !answer.pending)
        onPosted(answer.comment, parent?.id ?? null)
      else setPending(true)
    } catch {
      // No answer at all (offline, server down): there is no status or message to add.
      toast.error(t('submitFailed'))
    } finally {
      setSending(false)
    }
  }

  const error = (field: keyof CommentDraft) => (errors[field] ? t(errors[field]) : undefined)
  const title = parent ? t('replyFormTitle', { name: parent.name }) : t('formTitle')

  return (
    <form className={`form ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={title}>
      {user ? (
        <p className={styles.as}>{t('commentingAs', { name: user.fullname || user.email })}</p>
      ) : (
        <div className={styles.identity}>
          <CommentField
            id={`${id}-name`}
            label={t('name')}
            error={error('name')}
            value={draft.name}
            onChange={(event) => change('name')(event.target.value)}
            autoComplete="name"
            maxLength={COMMENT_LIMITS.authorName}
          />
          <CommentField
            id={`${id}-email`}
            label={t('email')}
            error={error('email')}
            type="email"
            value={draft.email}
            onChange={(event) => change('email')(event.target.value)}
            autoComplete="email"
            maxLength={EMAIL_MAX}
          />
        </div>
      )}
      <CommentField
        multiline
        id={`${id}-text`}
        label={t('comment')}
        error={error('text')}
        rows={parent ? 3 : 5}
        value={draft.text}
        onChange={(event) => change('text')(event.target.value)}
        maxLength={COMMENT_LIMITS.text}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('submitting') : parent ? t('submitReply') : t('submit')}
        </button>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
      <p role="status" className={pending ? 'form-status success' : 'form-status'}>
        {pending ? t('pending') : ''}
      </p>
    </form>
  )
}
