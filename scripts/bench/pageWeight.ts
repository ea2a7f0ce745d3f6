/**
 * `npm run bench -- --weight [--url http://localhost:3000]`: how heavy each public page's HTML is,
 * raw and gzipped as the server sends it, and what the raw bytes are made of (htmlParts.ts), against
 * the budget of 16 KiB gzipped per page. Real ids and slugs come from the site's public API.
 */
import { request } from 'node:http'
import { request as requestTls } from 'node:https'
import { gzipSync } from 'node:zlib'

import { LOCALES, type Locale } from '../../src/i18n/locales'
import { localizedPath } from '../../src/i18n/localizedPath'
import { htmlParts, type HtmlParts } from './htmlParts'
import { printMarkdown } from './report'
import { firstListed } from './stackTargets'

/** The budget of every public page's HTML, gzipped: 16 KiB. */
const WEIGHT_BUDGET_BYTES = 16 * 1024

type Page = {
  name: string
  href: Parameters<typeof localizedPath>[1]
  params?: Record<string, string>
}

/** Each public page kind, a detail page with the first item its list answer holds. */
async function pagesOf(base: string): Promise<Page[]> {
  const slug = await firstListed(base, '/api/blogs/published?limit=1', 'slug')
  const gig = await firstListed(base, '/api/gigs', 'id')
  const show = await firstListed(base, '/api/shows', 'id')
  const artist = await firstListed(base, '/api/artists', 'slug')
  const venue = await firstListed(base, '/api/venues', 'slug')
  return [
    { name: 'home', href: '/' },
    { name: 'blog list', href: '/blog' },
    { name: 'blog post', href: '/blog/[slug]', params: { slug } },
    { name: 'gigs list', href: '/gigs' },
    { name: 'gig', href: '/gigs/[id]', params: { id: gig } },
    { name: 'shows list', href: '/shows' },
    { name: 'show', href: '/shows/[id]', params: { id: show } },
    { name: 'artists list', href: '/artists' },
    { name: 'artist', href: '/artists/[slug]', params: { slug: artist } },
    { name: 'venues list', href: '/venues' },
    { name: 'venue', href: '/venues/[slug]', params: { slug: venue } },
  ]
}

export type Answer = { status: number; encoding: string; body: Buffer }

/** The body as sent, not decoded (fetch would gunzip it and hide the size on the wire). */
export function getAsSent(url: URL, gzip: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = gzip ? { 'Accept-Encoding': 'gzip' } : {}
    const send = url.protocol === 'https:' ? requestTls : request
    const req = send(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

type PageWeight = HtmlParts & {
  name: string
  locale: Locale
  path: string
  gzip: number
  /** False when the server sent the page uncompressed: `gzip` is then zlib's default level here. */
  gzipFromServer: boolean
}

/** One page's weight: fetched once plain (split into its parts) and once gzipped. */
async function weighPage(base: string, page: Page, locale: Locale): Promise<PageWeight> {
  const path = localizedPath(locale, page.href, page.params)
  const url = new URL(path, base)
  const plain = await getAsSent(url, false)
  if (plain.status !== 200) throw new Error(`${path} answered ${plain.status}`)
  if (plain.encoding !== 'identity') throw new Error(`${path} came ${plain.encoding} unasked`)
  const zipped = await getAsSent(url, true)
  if (zipped.status !== 200) throw new Error(`${path} answered ${zipped.status} with gzip`)
  const gzipFromServer = zipped.encoding === 'gzip'
  return {
    name: page.name,
    locale,
    path,
    ...htmlParts(plain.body.toString('utf8')),
    gzip: gzipFromServer ? zipped.body.length : gzipSync(plain.body).length,
    gzipFromServer,
  }
}

const bytes = (n: number) => n.toLocaleString('en-US')
const share = (part: number, raw: number) => `${bytes(part)} (${Math.round((part / raw) * 100)}%)`

/** Weighs every public page in both languages and prints the table against the budget. */
export async function pageWeight(base: string): Promise<void> {
  const pages = await pagesOf(base)
  const weights: PageWeight[] = []
  for (const page of pages) {
    for (const locale of LOCALES) weights.push(await weighPage(base, page, locale))
    process.stderr.write('.')
  }
  const lines = weights.map((w) => [
    w.name,
    w.locale,
    w.path,
    bytes(w.raw),
    bytes(w.gzip) + (w.gzipFromServer ? '' : '*'),
    share(w.rsc, w.raw),
    share(w.css, w.raw),
    share(w.otherScript, w.raw),
    share(w.markup, w.raw),
    w.gzip <= WEIGHT_BUDGET_BYTES ? 'PASS' : 'FAIL',
  ])
  console.log(
    `\nHTML weight, ${base}, bytes (share of raw); budget ${bytes(WEIGHT_BUDGET_BYTES)} gzipped:\n`,
  )
  const header = ['page', 'locale', 'path', 'raw', 'gzip', 'RSC', 'CSS', 'other script', 'markup']
  printMarkdown([...header, 'budget'], lines, 3)
  if (weights.some((w) => !w.gzipFromServer)) {
    console.log('\n* sent uncompressed: gzipped here at zlib level 6')
  }
  const met = weights.filter((w) => w.gzip <= WEIGHT_BUDGET_BYTES).length
  console.log(
    `\n${met} of ${weights.length} pages within ${bytes(WEIGHT_BUDGET_BYTES)} bytes gzipped.`,
  )
}
