'use client'

import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { Link } from '@/i18n/navigation'

import styles from './AdminPosts.module.css'
import type { AdminPostRow } from './adminPostTypes'
import { AdminPagination } from './AdminPagination'
import { AdminPostTable } from './AdminPostTable'
import { useAdminPosts } from './useAdminPosts'

/** /admin/blog: every post in a table, with create, view, edit and a confirmed delete. */
export function AdminPostList() {
  const t = useTranslations('AdminBlog')
  const [page, setPage] = useState(1)
  const { posts, total, pages, loading, error, deletePost } = useAdminPosts(page)
  const [pending, setPending] = useState<AdminPostRow | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  async function confirmDelete() {
    if (!pending) return
    setDeleting(true)
    setDeleteError(null)
    const failure = await deletePost(pending._id).catch((e: unknown) =>
      e instanceof Error ? e.message : t('genericError'),
    )
    setDeleting(false)
    setPending(null)
    if (failure) setDeleteError(failure)
    else toast.success(t('deleteSuccess'))
  }

  const message = error ?? deleteError
  return (
    <>
      <header className={`page-header ${styles.header}`}>
        <div>
          <h1>{t('listTitle')}</h1>
          <p>{t('listDescription')}</p>
        </div>
        <div className={styles.headerActions}>
          {/* The panel lies outside the site's locale routing: Next's own link. */}
          <NextLink href="/cms" prefetch={false} className="button secondary">
            {t('panel')}
          </NextLink>
          <Link href="/admin/blog/create" className="button">
            {t('createNew')}
          </Link>
        </div>
      </header>
      {message && (
        <p className="alert" role="alert">
          {message}
        </p>
      )}
      {loading ? (
        <p className="status-message" role="status">
          {t('loading')}
        </p>
      ) : (
        !error &&
        (posts.length === 0 ? (
          <p className="status-message">{t('empty')}</p>
        ) : (
          <AdminPostTable
            posts={posts}
            caption={t('tableCaption', { page, pages })}
            onDelete={(post) => {
              setDeleteError(null)
              setPending(post)
            }}
          />
        ))
      )}
      {pages > 1 && !error && (
        <AdminPagination
          page={page}
          pages={pages}
          shown={posts.length}
          total={total}
          onPage={setPage}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('confirmTitle')}
        text={t('confirmText', { title: pending?.title || t('untitled') })}
        keepLabel={t('cancel')}
        confirmLabel={t('confirmDelete')}
        busyLabel={t('deleting')}
        busy={deleting}
        onConfirm={confirmDelete}
        onKeep={() => setPending(null)}
      />
    </>
  )
}
