import 'server-only'

import path from 'node:path'
import type { Payload, Where } from 'payload'

import type { UploadSlug } from '@/lib/uploadPath'

import { s3Settings } from '../env/s3Settings'
import { diskFile, type StoredFile } from './diskFile'
import { s3File } from './s3File'

/** A stored upload file: what it is, and its bytes read as they are sent. */
export type UploadedFile = StoredFile & { mimeType: string }

/** One name inside the collection's folder: no separator, NUL or `..` that could leave it. */
const isPlainName = (name: string) =>
  name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name)

/** The MIME type of `filename` in `doc`: its original's or that of the resized version. */
function mimeTypeOf(doc: { filename?: string | null; mimeType?: string | null }, filename: string) {
  if (doc.filename === filename) return doc.mimeType ?? null
  const sizes = 'sizes' in doc ? (doc.sizes as Record<string, typeof doc | undefined>) : {}
  return Object.values(sizes ?? {}).find((size) => size?.filename === filename)?.mimeType ?? null
}

/**
 * The file `filename` of an upload collection, the original or a resized version, when a document
 * a visitor may read names it (files are answered to anyone and kept by shared caches, so a
 * visitor's access decides); null for any other name or a file missing from the store (the local
 * disk, or the S3 bucket under the collection's prefix). The path or key is built only from a name
 * the lookup matched exactly.
 */
export async function findUploadedFile(
  payload: Payload,
  slug: UploadSlug,
  filename: string,
): Promise<UploadedFile | null> {
  if (!isPlainName(filename)) return null
  const upload = payload.collections[slug].config.upload
  const names: Where[] = [
    { filename: { equals: filename } },
    ...(upload.imageSizes ?? []).map(({ name }) => ({
      [`sizes.${name}.filename`]: { equals: filename },
    })),
  ]
  const { docs } = await payload.find({
    collection: slug,
    where: { or: names },
    // Only what names the file and its type: this runs for every image a page shows.
    select: { filename: true, mimeType: true, sizes: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: null,
  })
  const mimeType = docs[0] ? mimeTypeOf(docs[0], filename) : null
  if (!mimeType) return null
  const s3 = s3Settings()
  const file = s3
    ? await s3File(s3, `${slug}/${filename}`)
    : await diskFile(path.join(upload.staticDir!, filename))
  return file && { ...file, mimeType }
}
