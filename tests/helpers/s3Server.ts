import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** s3rver's fixed test credentials. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type S3Server = {
  endpoint: string
  bucket: string
  /** The keys in the bucket under `prefix`. */
  keys: (prefix: string) => Promise<string[]>
  /** Whether the bucket holds `key`. */
  has: (key: string) => Promise<boolean>
  stop: () => Promise<void>
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free loopback port, its data in a temporary
 * folder, with one bucket; `useIn(env)` points the app's S3 settings at it.
 */
export async function startS3Server(bucket = 'sahne-test'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sahne-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: KEYS,
  })
  return {
    endpoint,
    bucket,
    keys: async (prefix) =>
      (
        (await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix })))
          .Contents ?? []
      )
        .map((object) => object.Key!)
        .sort(),
    has: (key) =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        () => false,
      ),
    stop: async () => {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/** The environment that makes the app keep its uploads in `server`'s bucket. */
export const s3Env = (server: S3Server) => ({
  S3_BUCKET: server.bucket,
  S3_ENDPOINT: server.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
})
