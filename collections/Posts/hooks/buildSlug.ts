import type { FieldHook } from 'payload'

import { slugify } from '../../../src/lib/slugify'

/**
 * Fills a missing slug from the title (the spec's rule, Turkish-aware) and normalises a given one.
 * A slug another post already uses gets a numeric suffix, so building one never fails on uniqueness.
 */
export const buildSlug: FieldHook = async ({ value, data, originalDoc, req, operation }) => {
  const source =
    typeof value === 'string' && value.trim() ? value : (data?.title ?? originalDoc?.title)
  if (operation === 'update' && !value && originalDoc?.slug) return originalDoc.slug
  const base = slugify(typeof source === 'string' ? source : '')
  let candidate = base
  for (let n = 2; ; n++) {
    const { totalDocs } = await req.payload.count({
      collection: 'posts',
      where: {
        and: [
          { slug: { equals: candidate } },
          ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      // A uniqueness check must see drafts and every author's posts, whoever is saving.
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return candidate
    candidate = `${base}-${n}`
  }
}
