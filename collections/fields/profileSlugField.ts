import type { CollectionSlug, Field, FieldHook } from 'payload'

import { slugify } from '../../src/lib/slugify'

/** A Turkish-aware slug from the name; a taken one gets a numeric suffix, so saving never fails. */
const uniqueSlug =
  (collection: CollectionSlug, fallback: string): FieldHook =>
  async ({ value, siblingData, originalDoc, req }) => {
    if (!value && originalDoc?.slug) return originalDoc.slug
    const source = typeof value === 'string' && value.trim() ? value : siblingData?.name
    const slugged = slugify(typeof source === 'string' ? source : '')
    const base = slugged === 'untitled-post' ? fallback : slugged
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`
      const { totalDocs } = await req.payload.count({
        collection,
        where: {
          and: [
            { slug: { equals: candidate } },
            ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
          ],
        },
        // Uniqueness must see every profile, public or not, whoever is saving.
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) return candidate
    }
  }

export const profileSlugField = (collection: CollectionSlug, fallback: string): Field => ({
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  maxLength: 140,
  hooks: { beforeValidate: [uniqueSlug(collection, fallback)] },
  admin: { position: 'sidebar' },
  label: { tr: 'Kısa ad (URL)', en: 'Slug' },
})
