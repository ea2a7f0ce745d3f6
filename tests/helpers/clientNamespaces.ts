import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts']

/** The file an import specifier names, or null for a package or a non-code file. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension
  return null
}

const IMPORT = /(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g

/** The catalogue namespaces (first segment) one file reads with the `useTranslations` hook. */
function hookNamespaces(source: string): string[] {
  const named = [...source.matchAll(/useTranslations\(\s*'([^'.]+)[^']*'\s*\)/g)].map((m) => m[1])
  // `useTranslations()` with full keys: `t('Market2.x')`, t(`Bookings.state.${...}`).
  const unscoped = /useTranslations\(\s*\)/.test(source)
    ? [...source.matchAll(/\bt\(\s*['`]([A-Z]\w*)\./g)].map((m) => m[1])
    : []
  return [...named, ...unscoped]
}

/**
 * The namespaces a page's client components read from `NextIntlClientProvider`: every
 * `useTranslations` in a file reached by static imports at or below a `'use client'` file.
 * (Server components read the request's catalogues directly, so they need nothing here.)
 */
export function clientNamespaces(entry: string): Set<string> {
  const found = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string, client: boolean) => {
    const source = readFileSync(file, 'utf8')
    const isClient = client || /^['"]use client['"]/m.test(source)
    const key = `${file}:${isClient}`
    if (seen.has(key)) return
    seen.add(key)
    if (isClient) for (const namespace of hookNamespaces(source)) found.add(namespace)
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier)
      if (target) visit(target, isClient)
    }
  }
  visit(path.resolve(ROOT, entry), false)
  return found
}
