import type { Field, FieldHook } from 'payload'

import { uploadPath, type UploadSlug } from '../../src/lib/uploadPath'

/**
 * Runs after Payload's own `url` hook (which names /cms-api/<slug>/file/<name>, the admins' API)
 * and points the URL at the site's route instead, prefixed with serverURL as Payload does
 * (relative when it is unset).
 */
const servedBySite =
  (slug: UploadSlug): FieldHook =>
  ({ siblingData, value, req }) => {
    const filename: unknown = siblingData?.filename
    if (typeof filename !== 'string' || !filename) return value
    const path = uploadPath(slug, filename)
    const { serverURL } = req.payload.config
    return serverURL ? new URL(path, serverURL).href : path
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
