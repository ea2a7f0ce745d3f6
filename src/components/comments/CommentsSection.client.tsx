'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { CommentForm } from './CommentForm.client'
import { CommentItem } from './CommentItem.client'
import styles from './CommentsSection.module.css'
import { addComment, countComments, type PublicComment } from './commentTree'

type Props = { postId: number; initialComments: PublicComment[] }

/**
 * The post's comments: the form first, then the approved comments with replies nested. The
 * server renders the initial list (crawlers and first paint see it); new ones are added here.
 */
export function CommentsSection({ postId, initialComments }: Props) {
  const t = useTranslations('Comments')
  const [comments, setComments] = useState(initialComments)
  const onPosted = (comment: PublicComment, parentId: number | null) =>
    setComments((current) => addComment(current, comment, parentId))

  return (
    <section aria-labelledby="comments-title" className={styles.section}>
      <h2 id="comments-title">
        {t('title')} <span className={styles.count}>({countComments(comments)})</span>
      </h2>
      <h3 className={styles.formTitle}>{t('formTitle')}</h3>
      <CommentForm postId={postId} parent={null} onPosted={onPosted} />
      {comments.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('title')}>
          {comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} postId={postId} onPosted={onPosted} />
          ))}
        </ol>
      )}
    </section>
  )
}
