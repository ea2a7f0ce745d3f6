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

const CALL = String.raw`\s*(?:\.(?:rich|markup|raw|has))?\(\s*`

/** The keys a call's first argument names, each up to its first computed part; null when not literal. */
function literalKeys(argument: string): string[] | null {
  const quoted = /^'([^']*)'|^"([^"]*)"/.exec(argument)
  if (quoted) return [quoted[1] ?? quoted[2]]
  // `t(later ? 'comingUp' : 'thisWeek')`
  const either = /^[\w.!]+\s*\?\s*'([^']*)'\s*:\s*'([^']*)'/.exec(argument)
  if (either) return [either[1], either[2]]
  const template = /^`([^`$]*)/.exec(argument)
  if (!template) return null
  // `types.${type}` reads somewhere under `types`: keep the segments before the computed one.
  const fixed = template[1]
  return [argument.startsWith(`\`${fixed}\``) ? fixed : fixed.split('.').slice(0, -1).join('.')]
}

const join = (path: string, key: string) => [path, key].filter(Boolean).join('.')

/**
 * The messages one file reads with the `useTranslations` hook, as paths in the catalogue: a literal
 * key gives its full path (`Market2.invite.heading`), a computed or passed-on one the hook's whole
 * namespace or group.
 */
function hookReads(source: string): string[] {
  const reads: string[] = []
  for (const hook of source.matchAll(/(?:const|let)\s+(\w+)\s*=\s*useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
    const [declaration, name, scope = ''] = hook
    const rest = source.replace(declaration, '')
    const uses = [...rest.matchAll(new RegExp(String.raw`(?<![\w.$'"\`])${name}\b(${CALL})?`, 'g'))]
    for (const use of uses) {
      const keys = use[1] ? literalKeys(rest.slice(use.index + use[0].length)) : null
      // A use that is not a call with a literal key (the function passed on, a variable key).
      if (keys === null) reads.push(scope || 'ALL')
      else for (const key of keys) reads.push(join(scope, key))
    }
  }
  // A hook used without a name of its own reads its whole namespace.
  for (const bare of source.matchAll(/useTranslations\(\s*'([^']*)'\s*\)\s*\(/g)) reads.push(bare[1])
  return reads.filter((path) => path !== '')
}

/**
 * What a page's client components read from `NextIntlClientProvider`, as catalogue paths: every
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
    if (isClient) for (const path of hookReads(source)) found.add(path)
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier)
      if (target) visit(target, isClient)
    }
  }
  visit(path.resolve(ROOT, entry), false)
  return found
}
