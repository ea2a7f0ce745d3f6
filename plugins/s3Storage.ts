import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3Settings } from '../src/server/platform'

/**
 * Media and profile photos in the S3 bucket the environment names (README: Media in S3), each
 * under its own prefix; without `S3_BUCKET` the plugin is off and the files stay on the local
 * disk. Its two fields (`prefix`, `_objectKey`) are there either way, so one schema and one set
 * of migrations serve both. The site still serves files at /api/media/* and /api/photos/* (their
 * `url` stays that path), so pages, next/image and caches see no difference.
 */
export function s3StoragePlugin(): Plugin {
  const settings = s3Settings()
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings?.client ?? {},
    // Each prefix is the collection's slug: findUploadedFile reads `<slug>/<filename>`.
    collections: { media: { prefix: 'media' }, photos: { prefix: 'photos' } },
  })
}
