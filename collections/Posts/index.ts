import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { publishedOrAdmin } from '../../access/publishedOrAdmin'
import { postPreviewUrl } from '../../src/server/blog'
import { BLOG_CATEGORIES } from '../../src/lib/categories'
import { translate } from '../../src/server/platform'
import { buildSlug } from './hooks/buildSlug'
import { computeReadTime } from './hooks/computeReadTime'
import { deleteComments } from './hooks/deleteComments'
import { fillSearchText } from './hooks/fillSearchText'
import { omitFromAnswers } from './hooks/omitFromAnswers'
import { setAuthor } from './hooks/setAuthor'
import { revalidatePost, revalidatePostDelete } from './hooks/revalidatePost'
import { setPublishedAt } from './hooks/setPublishedAt'
import { POST_LIMITS } from '../../src/lib/limits'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { tr: 'Yazı', en: 'Post' },
    plural: { tr: 'Yazılar', en: 'Posts' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'featured', '_status', 'publishedAt'],
    listSearchableFields: ['title', 'slug'],
    // Opens the public page in the edited language, drafts included (see /cms-preview).
    preview: (doc, { locale }) => postPreviewUrl(doc.slug, locale),
  },
  access: {
    read: publishedOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    readVersions: isAdmin,
  },
  versions: {
    drafts: true,
    maxPerDoc: 50,
  },
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [setAuthor, setPublishedAt, computeReadTime],
    afterChange: [revalidatePost],
    beforeDelete: [deleteComments],
    afterDelete: [revalidatePostDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: POST_LIMITS.title,
      label: { tr: 'Başlık', en: 'Title' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      maxLength: POST_LIMITS.summary,
      label: { tr: 'Özet', en: 'Summary' },
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      label: { tr: 'İçerik', en: 'Content' },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      maxLength: POST_LIMITS.slug,
      hooks: { beforeValidate: [buildSlug] },
      admin: {
        position: 'sidebar',
        description: {
          tr: 'Boş bırakılırsa başlıktan üretilir.',
          en: 'Built from the title when left empty.',
        },
      },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: BLOG_CATEGORIES.map((value) => ({
        value,
        label: {
          tr: translate('tr', `BlogCategories.${value}`),
          en: translate('en', `BlogCategories.${value}`),
        },
      })),
      admin: { position: 'sidebar' },
      label: { tr: 'Kategori', en: 'Category' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
      label: { tr: 'Öne çıkan', en: 'Featured' },
    },
    {
      name: 'coverImage',
      type: 'upload',
      relationTo: 'media',
      label: { tr: 'Kapak görseli (yükleme)', en: 'Cover image (upload)' },
    },
    {
      name: 'coverImageUrl',
      type: 'text',
      maxLength: POST_LIMITS.imageUrl,
      label: { tr: 'Kapak görseli adresi', en: 'Cover image URL' },
      admin: {
        description: { tr: 'Yükleme yoksa kullanılır.', en: 'Used when no upload is set.' },
      },
      validate: (value: string | null | undefined) =>
        !value || /^(https?:\/\/|\/)[^\s]+$/.test(value) || 'Enter an http(s) URL or a site path.',
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { tr: 'Yayın tarihi', en: 'Published at' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar' },
      label: { tr: 'Yazar', en: 'Author' },
    },
    {
      name: 'readTime',
      type: 'number',
      localized: true,
      min: 1,
      admin: { position: 'sidebar', readOnly: true, description: { tr: 'Dakika', en: 'Minutes' } },
      label: { tr: 'Okuma süresi', en: 'Read time' },
    },
    {
      // Folded title, excerpt and content for public search; never part of any API answer.
      name: 'searchText',
      type: 'textarea',
      localized: true,
      admin: { disabled: true },
      hooks: { beforeChange: [fillSearchText], afterRead: [omitFromAnswers] },
    },
  ],
}
