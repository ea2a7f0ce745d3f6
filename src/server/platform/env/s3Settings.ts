import 'server-only'

import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** Where uploads live when they are not on the local disk. */
export type S3Settings = { bucket: string; client: S3ClientConfig }

/**
 * The S3-compatible bucket the environment names (`S3_BUCKET`, with `S3_ENDPOINT`, `S3_REGION`,
 * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`); null without `S3_BUCKET`: the local disk, the
 * default. An endpoint of its own (MinIO, s3rver, R2...) is addressed by path, not subdomain.
 */
export function s3Settings(): S3Settings | null {
  const bucket = process.env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = process.env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    client: {
      region: process.env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      forcePathStyle: Boolean(endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  }
}
