'use client'

import Image from 'next/image'
import { useFormatter, useTranslations } from 'next-intl'

import { RetiredParty } from '@/components/people/RetiredParty'
import type { ThreadMessage } from '@/server/market'

import styles from './Thread.module.css'
import { TIME_ZONE } from '@/i18n/locales'

/** The conversation: each message with its sender's name, photo and time; one's own on the right. */
export function ThreadMessages({ messages }: { messages: ThreadMessage[] }) {
  const t = useTranslations('Market2.thread')
  const format = useFormatter()
  return (
    <ol className={styles.messages}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={message.mine ? `${styles.message} ${styles.mine}` : styles.message}
          data-mine={message.mine}
        >
          {message.authorPhoto ? (
            <Image
              src={message.authorPhoto}
              alt=""
              width={40}
              height={40}
              className={styles.avatar}
            />
          ) : (
            <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
              {(message.authorName || '?').slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className={styles.bubble}>
            <p className={styles.who}>
              <strong>
                {message.authorRetired ? <RetiredParty /> : message.authorName}
                {message.mine ? ` (${t('you')})` : ''}
              </strong>
              <time dateTime={message.createdAt}>
                {format.dateTime(new Date(message.createdAt), {
                  dateStyle: 'short',
                  timeStyle: 'short',
                  timeZone: TIME_ZONE,
                })}
              </time>
            </p>
            <p className={styles.text}>{message.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
