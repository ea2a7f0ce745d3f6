'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { RelativeTime } from '@/components/feedback/RelativeTime.client'

import { CommentForm } from './CommentForm.client'
import styles from './CommentItem.module.css'
import type { PublicComment } from './commentTree'

type Props = {
  comment: PublicComment
  postId: number
  onPosted: (comment: PublicComment, parentId: number | null) => void
}

/** One comment with its Reply button, its reply form when open, and its replies nested below. */
export function CommentItem({ comment, postId, onPosted }: Props) {
  const t = useTranslations('Comments')
  const [replying, setReplying] = useState(false)
  const name = comment.author.name || t('anonymous')

  return (
    <li className={styles.item}>
      <article className={styles.comment} aria-label={name}>
        <header className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <strong>{name}</strong>
          <span className={styles.time}>
            <RelativeTime date={comment.createdAt} />
          </span>
        </header>
        <p className={styles.content}>{comment.content}</p>
        {!replying && (
          <button
            type="button"
            className={`link-button ${styles.reply}`}
            onClick={() => setReplying(true)}
            aria-label={t('replyTo', { name })}
          >
            {t('reply')}
          </button>
        )}
      </article>
      {replying && (
        <CommentForm
          postId={postId}
          parent={{ id: comment._id, name }}
          onPosted={(reply, parentId) => {
            onPosted(reply, parentId)
            setReplying(false)
          }}
          onCancel={() => setReplying(false)}
        />
      )}
      {comment.replies.length > 0 && (
        <ol className={styles.replies}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply._id} comment={reply} postId={postId} onPosted={onPosted} />
          ))}
        </ol>
      )}
    </li>
  )
}
