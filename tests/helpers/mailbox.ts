import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { outboxDir } from '../../src/server/platform/env/outboxDir'
import { parseEml, type ParsedMail } from './parseEml'

export type Mail = ParsedMail & { file: string }

/** Every message in the outbox (`.data/mail/`, or under `SAHNE_DATA_DIR`), oldest first. */
export async function listMail(): Promise<Mail[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[])
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const file = path.join(outboxDir(), name)
        return { ...parseEml(await readFile(file, 'utf8')), file }
      }),
  )
}

/** The messages to `address` (case-insensitive), oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  const wanted = address.toLowerCase()
  return (await listMail()).filter((mail) => mail.to.toLowerCase().includes(wanted))
}

/** The newest message to `address`, waiting for it (the server's queue runs every few seconds). */
export async function waitForMail(
  address: string,
  { count = 1, timeoutMs = 30_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await mailTo(address)
    if (mails.length >= count) return mails[mails.length - 1]
    if (Date.now() > deadline) throw new Error(`No mail #${count} to ${address} in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The first link in the message's text part whose path contains `pathPart`. */
export function linkIn(mail: Pick<Mail, 'text'>, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart))
  if (!link) throw new Error(`No link containing ${pathPart} in:\n${mail.text}`)
  return link
}
