import 'server-only'

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from '../env/s3Settings'
import type { StoredFile } from './diskFile'

let client: { settings: S3Settings; s3: S3Client } | undefined

/** One client per process (and per settings, which tests change). */
function s3For(settings: S3Settings): S3Client {
  if (
    client?.settings.bucket !== settings.bucket ||
    client.settings.client.endpoint !== settings.client.endpoint
  )
    client = { settings, s3: new S3Client(settings.client) }
  return client.s3
}

const isMissing = (error: unknown) =>
  (error as { name?: string })?.name === 'NotFound' ||
  (error as { name?: string })?.name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404

/**
 * The object `key` of the bucket: its size and time from a HEAD, its bytes fetched only when the
 * answer sends them (not for a HEAD request or a 304). Null when the bucket has no such object.
 */
export async function s3File(settings: S3Settings, key: string): Promise<StoredFile | null> {
  const s3 = s3For(settings)
  const head = await s3
    .send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
    .catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    })
  if (!head) return null
  return {
    size: head.ContentLength ?? 0,
    modified: head.LastModified ?? new Date(0),
    open: () => {
      const body = new TransformStream<Uint8Array, Uint8Array>()
      void s3
        .send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
        .then((object) => object.Body!.transformToWebStream().pipeTo(body.writable))
        .catch((error: unknown) => body.writable.abort(error))
      return body.readable
    },
  }
}
