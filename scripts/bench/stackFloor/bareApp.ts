import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version

/** The JSON both API targets answer (an expression). */
const ANSWER = `{ success: true, data: Array.from({ length: 12 }, (_, i) => ({ id: i, title: 'Yazı ' + i, slug: 'yazi-' + i })) }`

/** Paragraphs on the page: about 70 KB of HTML, the size of a post page with its comments. */
const PARAGRAPHS = 300

/**
 * The smallest app of our stack: this repo's exact next, react and react-dom, one server-rendered
 * page with no client component (`/`), one force-static route handler (`/api/posts`), a proxy
 * that answers `/api/from-proxy` with the same JSON before any route runs, nothing else. Built
 * and served the way ours is (`next build`, `next start`).
 */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    private: true,
    dependencies: Object.fromEntries(
      ['next', 'react', 'react-dom'].map((name) => [name, versionOf(name)]),
    ),
  }),
  'next.config.mjs': 'export default {}\n',
  'public/.gitkeep': '',
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return <html lang="tr"><body>{children}</body></html>
}\n`,
  'app/page.jsx': `export default function Page() {
  return <main><h1>Sahne</h1>{Array.from({ length: ${PARAGRAPHS} }, (_, i) => (
    <p key={i}>Paragraf {i}: müzisyenler ve mekânlar burada buluşur, konser takvimi büyür.</p>
  ))}</main>
}\n`,
  'app/api/posts/route.js': `export const dynamic = 'force-static'
export function GET() {
  return Response.json(${ANSWER})
}\n`,
  // The earliest an answer can leave Next: the proxy, before routing and any handler.
  'proxy.js': `const body = JSON.stringify(${ANSWER})
export function proxy() {
  return new Response(body, { headers: { 'content-type': 'application/json' } })
}
export const config = { matcher: '/api/from-proxy' }\n`,
}

/** Writes the bare app into `dir` (an empty folder). */
export async function writeBareApp(dir: string) {
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
}
