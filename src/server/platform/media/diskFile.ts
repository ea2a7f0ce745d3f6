import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

/** Stored bytes: their size and time, and a stream of them opened only when sent. */
export type StoredFile = {
  size: number
  modified: Date
  open: () => ReadableStream<Uint8Array>
}

/** The file at `file` on the local disk; null when there is none. */
export async function diskFile(file: string): Promise<StoredFile | null> {
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile()) return null
  return {
    size: stats.size,
    modified: stats.mtime,
    open: () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
  }
}
