import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { approvedOrAdmin } from '../../access/approvedOrAdmin'
import { isAdmin } from '../../access/isAdmin'
import { isAdminField } from '../../access/isAdminField'
import { signedInField } from '../../access/signedInField'
import { COMMENT_MIN_LENGTH } from '../../src/lib/commentRules'
import { requireVisitorIdentity } from './hooks/requireVisitorIdentity'
import { revalidateCommentPost, revalidateDeletedComment } from './hooks/revalidateCommentPost'
import { setCommentStatus } from './hooks/setCommentStatus'
import { MODERATION_ORDER, setModerationOrder } from './hooks/setModerationOrder'
import { validateParentComment } from './hooks/validateParentComment'
import { COMMENT_LIMITS } from '../../src/lib/limits'

export const Comments: CollectionConfig = {
  slug: 'comments',
  labels: {
    singular: { tr: 'Yorum', en: 'Comment' },
    plural: { tr: 'Yorumlar', en: 'Comments' },
  },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['status', 'moderate', 'text', 'post', 'authorName', 'createdAt'],
    listSearchableFields: ['text', 'authorName', 'authorEmail'],
  },
  access: {
    read: approvedOrAdmin,
    create: anyone,
    update: isAdmin,
    delete: isAdmin,
  },
  // The moderation queue: pending comments first, newest first within each group.
  defaultSort: ['moderationOrder', '-createdAt'],
  hooks: {
    beforeValidate: [requireVisitorIdentity, validateParentComment],
    beforeChange: [setCommentStatus, setModerationOrder],
    afterChange: [revalidateCommentPost],
    afterDelete: [revalidateDeletedComment],
  },
  fields: [
    {
      name: 'post',
      type: 'relationship',
      relationTo: 'posts',
      required: true,
      index: true,
      label: { tr: 'Yazı', en: 'Post' },
    },
    {
      name: 'parentComment',
      type: 'relationship',
      relationTo: 'comments',
      index: true,
      label: { tr: 'Yanıtlanan yorum', en: 'Reply to' },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      minLength: COMMENT_MIN_LENGTH,
      maxLength: COMMENT_LIMITS.text,
      label: { tr: 'Yorum', en: 'Comment' },
      // The list shows an excerpt; the full text is in the edit view.
      admin: { components: { Cell: '/src/components/cms/CommentExcerptCell#CommentExcerptCell' } },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      // Set from the session by setCommentStatus; a visitor can never name one.
      access: { create: signedInField, update: isAdminField },
      admin: { readOnly: true },
      label: { tr: 'Üye', en: 'Member' },
    },
    {
      name: 'authorName',
      type: 'text',
      maxLength: COMMENT_LIMITS.authorName,
      label: { tr: 'Ad', en: 'Name' },
    },
    {
      name: 'authorEmail',
      type: 'email',
      // A visitor's address is for moderators, never part of the public comment.
      access: { read: isAdminField, update: isAdminField },
      label: { tr: 'E-posta', en: 'Email' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      access: { create: isAdminField, update: isAdminField },
      options: [
        { value: 'pending', label: { tr: 'Onay bekliyor', en: 'Pending' } },
        { value: 'approved', label: { tr: 'Onaylandı', en: 'Approved' } },
        { value: 'rejected', label: { tr: 'Reddedildi', en: 'Rejected' } },
      ],
      admin: { position: 'sidebar' },
      label: { tr: 'Durum', en: 'Status' },
    },
    {
      // Approve / Reject buttons in the list, so a moderator decides in one click.
      name: 'moderate',
      type: 'ui',
      label: { tr: 'Denetim', en: 'Moderation' },
      admin: { components: { Cell: '/src/components/cms/ModerationCell#ModerationCell' } },
    },
    {
      name: 'moderationOrder',
      type: 'number',
      defaultValue: MODERATION_ORDER.pending,
      index: true,
      admin: { hidden: true },
    },
  ],
  timestamps: true,
}
