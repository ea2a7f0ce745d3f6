/** The value after `--<name>` on the command line, or undefined. */
export function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : undefined
}

/** The number after `--<name>` on the command line, or `fallback` when the flag is absent. */
export function numberFlag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? Number(process.argv[at + 1]) : fallback
}
