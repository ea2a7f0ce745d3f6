'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useId, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey'
import { useServerError } from '@/components/forms/useServerError'
import { useSession } from '@/components/session/useSession'

import { CommentField } from './CommentField'
import styles from './CommentForm.module.css'
import type { PublicComment } from './commentTree'
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

/** The API's comment fields, as the draft names them. */
const DRAFT_FIELDS: Record<string, keyof CommentDraft> = {
  authorName: 'name',
  authorEmail: 'email',
  text: 'text',
}

/**
 * A comment or a reply. Visitors give a name and email and their comment waits for approval;
 * a signed-in member posts under their account and sees the comment at once.
 */
export function CommentForm({ postId, parent, onPosted, onCancel }: Props) {
  const t = useTranslations('Comments')
  const locale = useLocale()
  const { user, token } = useSession()
  const send = useSend()
  const id = useId()
  const server = useServerError(
    useCallback(
      (field: string) => (DRAFT_FIELDS[field] ? `${id}-${DRAFT_FIELDS[field]}` : null),
      [id],
    ),
  )
  const [draft, setDraft] = useState(EMPTY)
  const [errors, setErrors] = useState<CommentErrors>({})
  const [sending, setSending] = useState(false)
  const [pending, setPending] = useState(false)
  const visitor = !user

  const change = (field: keyof CommentDraft) => (value: string) => {
    server.changed(`${id}-${field}`)
    setDraft((current) => ({ ...current, [field]: value }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateComment(draft, { visitor })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    setPending(false)
    // The bearer token (when signed in) tells the server who is writing.
    const answer = await send<PublicComment | null>(`/api/comments?locale=${locale}`, {
      token,
      // A key per submission: if its instance dies with it, the front sends it to another, once.
      idempotencyKey: newIdempotencyKey(),
      body: {
        blogPost: postId,
        parentComment: parent?.id ?? null,
        text: draft.text.trim(),
        ...(visitor ? { authorName: draft.name.trim(), authorEmail: draft.email.trim() } : {}),
      },
    })
    setSending(false)
    const besideField = server.show(answer.ok ? null : answer.error)
    if (!answer.ok) {
      // Beside its field when the answer names one the form shows; else a toast.
      if (!besideField) toast.error(`${t('submitFailed')} ${answer.error.message}`)
      return
    }
    toast.success(answer.message ?? t('submitted'))
    setDraft(EMPTY)
    // A trusted member's comment is approved on the spot; a visitor's or a new account's first
    // waits for review, unseen.
    if (!visitor && answer.data && answer.body.pending !== true)
      onPosted(answer.data, parent?.id ?? null)
    else setPending(true)
  }

  const error = (field: keyof CommentDraft) =>
    errors[field] ? t(errors[field]) : (server.fieldError(`${id}-${field}`) ?? undefined)
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
