import 'server-only'

import type { Payload } from 'payload'

import { findUploadedFile, zipFiles, type ZipEntry } from '../../../platform'
import type { ExportFile } from './collectMyData'
import { exportTokenHash } from './exportToken'

/**
 * The zip behind an export link: data.json, index.html and the account's uploads under
 * `uploads/`, packed from what the worker kept (the files from the store they live in, the disk
 * or S3). Null for a token that matches no export or one past its time. The token alone opens
 * it: 256 random bits, mailed only to the account's own address, kept only as a hash, for seven
 * days; links from a mail open without the site's bearer session.
 */
export async function openDataExport(
  payload: Payload,
  token: string,
): Promise<{ zip: Buffer; filename: string } | null> {
  const { docs } = await payload.find({
    collection: 'data-exports',
    where: {
      tokenHash: { equals: exportTokenHash(token) },
      expiresAt: { greater_than: new Date().toISOString() },
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) return null
  const entries: ZipEntry[] = [
    { name: 'data.json', bytes: Buffer.from(JSON.stringify(found.data, null, 2), 'utf8') },
    { name: 'index.html', bytes: Buffer.from(found.page, 'utf8') },
  ]
  for (const file of found.files as ExportFile[]) {
    const stored = await findUploadedFile(payload, file.collection, file.filename)
    if (stored)
      entries.push({
        name: `uploads/${file.filename}`,
        bytes: new Uint8Array(await new Response(stored.open()).arrayBuffer()),
      })
  }
  const day = new Date(found.createdAt).toISOString().slice(0, 10)
  return { zip: zipFiles(entries), filename: `sahne-my-data-${day}.zip` }
}
