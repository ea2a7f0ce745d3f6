import { gzipSync } from 'node:zlib'

/** The browser budget: the JavaScript a first visit to a public page downloads. */
export const FIRST_LOAD_BUDGET_KIB = 110

// Scripts a modern browser runs: `noModule` ones (Next's legacy polyfills, ~39 KiB) it skips.
const SCRIPT_SRC = /<script(?![^>]*noModule)[^>]+src="([^"]+\.js)"/gi

/**
 * The gzip size of every script a page's HTML loads (Next's chunks for that route, the runtime
 * and the polyfills it references), each counted once, in KiB.
 */
export async function firstLoadJsKiB(base: string, path: string): Promise<number> {
  const html = await (await fetch(new URL(path, base))).text()
  const sources = new Set([...html.matchAll(SCRIPT_SRC)].map((match) => match[1]))
  let bytes = 0
  for (const source of sources) {
    const script = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())
    bytes += gzipSync(script, { level: 9 }).length
  }
  return bytes / 1024
}

/** Prints each page's first-load JavaScript against the budget. */
export async function printFirstLoadJs(base: string, paths: string[]) {
  console.log(`\nFirst-load JavaScript (gzip, budget ${FIRST_LOAD_BUDGET_KIB} KiB):`)
  for (const path of paths) {
    const kib = await firstLoadJsKiB(base, path)
    const verdict = kib <= FIRST_LOAD_BUDGET_KIB ? 'PASS' : 'FAIL'
    console.log(`  ${path.padEnd(44)} ${kib.toFixed(1).padStart(6)} KiB  ${verdict}`)
  }
}
