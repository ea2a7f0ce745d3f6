import type { Field, FieldHook } from 'payload'

import { uploadPath, type UploadSlug } from '../../src/lib/uploadPath'

/**
 * Runs after Payload's own `url` hook (which names /cms-api/<slug>/file/<name>, the admins' API)
 * and points the URL at the site's route instead. Always a path, never prefixed with serverURL as
 * Payload does: next/image optimises only paths on the allow list and answers 400 to an absolute
 * address of the site itself, so every photo broke wherever NEXT_PUBLIC_SERVER_URL was set.
 */
const servedBySite =
  (slug: UploadSlug): FieldHook =>
  ({ siblingData, value }) => {
    const filename: unknown = siblingData?.filename
    if (typeof filename !== 'string' || !filename) return value
    return uploadPath(slug, filename)
  }

const urlField = (slug: UploadSlug): Field => ({
  name: 'url',
  type: 'text',
  hooks: { afterRead: [servedBySite(slug)] },
})

/**
 * Payload merges these into its upload fields of the same names (adding the hook to its own), so
 * `url` and every `sizes.<name>.url` are the site's /api/<slug>/<name>. Payload has no setting for
 * a local file's URL: `generateFileURL` belongs to the storage adapters.
 */
export const uploadUrlFields = (slug: UploadSlug, imageSizes: { name: string }[] = []): Field[] => [
  urlField(slug),
  ...(imageSizes.length
    ? [
        {
          name: 'sizes',
          type: 'group',
          fields: imageSizes.map(({ name }) => ({
            name,
            type: 'group',
            fields: [urlField(slug)],
          })),
        } satisfies Field,
      ]
    : []),
]
