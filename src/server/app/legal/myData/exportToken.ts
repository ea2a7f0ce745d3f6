import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { siteUrl } from '@/lib/seo/siteUrl'

/** How long an export's link works: long enough to find the mail, short enough to matter. */
export const EXPORT_VALID_DAYS = 7

/** A new link secret: 256 random bits, readable in a URL. */
export const newExportToken = () => randomBytes(32).toString('base64url')

/** What is stored of a token: its SHA-256, so a database copy opens no export. */
export const exportTokenHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex')

/** The absolute link the mail carries. */
export const exportLink = (token: string) => `${siteUrl()}/api/my-data/${token}`
