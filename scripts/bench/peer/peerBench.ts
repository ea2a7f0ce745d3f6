/**
 * `npm run bench -- --peer [--seconds 5] [--port 4102]`: the app's pages and API directly
 * (`next start`, no front), each beside the same kind of answer of Payload's website template
 * built on this machine (preparePeer.ts, `--peer-prepare`), one after the other, and each
 * beside its own static file: the page's bytes from the same server's public/, the limit of what
 * that server can answer. The app's ratio to the peer is PASS at 1.0 or more. Runs in the app's
 * database environment (scripts/bench.ts), and starts both servers itself.
 */
import { measure } from '../loadTool'
import { startOwnServer } from '../ownServer'
import { getAsSent } from '../pageWeight'
import { printMarkdown } from '../report'
import { removeStaticTwins, writeStaticTwins } from '../staticTwins'
import { PEER_DIR, startPeer } from './peerServer'

type Side = { path: string; ext: 'html' | 'json' }

/** One kind of answer, the app's and the peer's. */
type Pair = { kind: string; ours: Side; peer: Side }

const page = (path: string): Side => ({ path, ext: 'html' })
const api = (path: string): Side => ({ path, ext: 'json' })

/**
 * The first post's slug in a list answer, whose posts are under `field` (the app's `data`,
 * Payload's `docs`).
 */
async function firstSlug(base: string, path: string, field: 'data' | 'docs') {
  const response = await fetch(new URL(path, base))
  if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`)
  const slug = (await response.json())[field]?.[0]?.slug
  if (!slug) throw new Error(`${base}${path} lists no post: seed it first`)
  return String(slug)
}

/** The kinds the two sites share, with a real post of each. */
async function pairsOf(ours: string, peer: string): Promise<Pair[]> {
  const slug = await firstSlug(ours, '/api/blogs/published?limit=1', 'data')
  const peerSlug = await firstSlug(peer, '/api/posts?limit=1&depth=0&sort=-publishedAt', 'docs')
  return [
    { kind: 'post', ours: page(`/blog/${slug}`), peer: page(`/posts/${peerSlug}`) },
    { kind: 'blog list', ours: page('/blog'), peer: page('/posts') },
    { kind: 'home', ours: page('/'), peer: page('/') },
    { kind: 'search', ours: page('/blog?search=muzik'), peer: page('/search?q=digital') },
    {
      kind: 'API: posts',
      ours: api('/api/blogs/published'),
      peer: api('/api/posts?limit=10&depth=1'),
    },
    {
      kind: 'API: a post',
      ours: api(`/api/blogs/slug/${slug}`),
      peer: api(`/api/posts?where[slug][equals]=${peerSlug}&limit=1&depth=1`),
    },
  ]
}

/** The post, the list and home must reach the peer, and the others stay ahead of it: 1.0 each. */
const GOAL = 1.0

/** The answer's gzipped bytes as sent (NaN when not gzipped); also the side's warm-up request. */
async function gzipped(base: string, side: Side) {
  const { body, encoding } = await getAsSent(new URL(side.path, base), true)
  return encoding === 'gzip' ? body.length : NaN
}

const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

export async function peerBench(port: number, seconds: number) {
  const names = (pairs: Pair[], side: 'ours' | 'peer') =>
    pairs.map((pair) => ({ name: pair.kind, ...pair[side] }))
  // Both servers list public/ once as they start: start, write the static copies, start again.
  let ours = await startOwnServer(port)
  let peer = await startPeer()
  let pairs: Pair[]
  let files: { ours: string[]; peer: string[] }
  try {
    pairs = await pairsOf(ours.base, peer.base)
    files = {
      ours: await writeStaticTwins(ours.base, names(pairs, 'ours')),
      peer: await writeStaticTwins(peer.base, names(pairs, 'peer'), PEER_DIR),
    }
  } finally {
    await Promise.all([ours.stop(), peer.stop()])
  }
  try {
    ours = await startOwnServer(port)
    peer = await startPeer()
    const lines: string[][] = []
    let met = 0
    for (const [i, pair] of pairs.entries()) {
      // In turn: the app's page, the peer's, then each one's static copy.
      const gzip = [await gzipped(ours.base, pair.ours), await gzipped(peer.base, pair.peer)]
      const app = await measure(new URL(pair.ours.path, ours.base).href, seconds)
      const theirs = await measure(new URL(pair.peer.path, peer.base).href, seconds)
      const file = [
        await measure(new URL(files.ours[i], ours.base).href, seconds),
        await measure(new URL(files.peer[i], peer.base).href, seconds),
      ]
      const errors = app.errors + theirs.errors
      const ratio = app.rps / theirs.rps
      const pass = errors === 0 && ratio >= GOAL
      if (pass) met++
      lines.push([
        pair.kind,
        num(app.rps),
        num(theirs.rps),
        num(ratio, 2),
        `${num(app.p50, 1)} / ${num(theirs.p50, 1)}`,
        `${num(file[0].rps)} / ${num(file[1].rps)}`,
        `${num(app.rps / file[0].rps, 2)} / ${num(theirs.rps / file[1].rps, 2)}`,
        `${num(gzip[0])} / ${num(gzip[1])}`,
        errors ? 'ERR' : pass ? 'PASS' : 'FAIL',
      ])
      process.stderr.write('.')
    }
    console.log(
      `\n${seconds} s each, 1 thread, 10 connections, Accept-Encoding: gzip; app ${ours.base}, peer ${peer.base} (${PEER_DIR})\n`,
    )
    printMarkdown(
      [
        'kind',
        'app req/s',
        'peer req/s',
        'app / peer',
        'p50 ms app / peer',
        'static req/s app / peer',
        'share of static app / peer',
        'gzip B app / peer',
        `>= ${GOAL}`,
      ],
      lines,
    )
    console.log('\n' + pairs.map((p) => `${p.kind}: ${p.ours.path} | ${p.peer.path}`).join('\n'))
    console.log(`\n${met} of ${pairs.length} kinds at or above the peer.`)
  } finally {
    await Promise.all([ours.stop(), peer.stop()])
    await Promise.all([removeStaticTwins(), removeStaticTwins(PEER_DIR)])
  }
}
