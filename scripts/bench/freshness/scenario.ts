/**
 * One kind of write for the freshness check. Each round names the pages that must show
 * the write, the text that proves it, and the write itself (made through instance A).
 */
export type Round = { paths: string[]; expect: string; write: () => Promise<void> }

export type Scenario = {
  name: string
  round: (n: number) => Promise<Round>
  cleanup: () => Promise<void>
}

export type Readers = { a: string; front: string; b: string }

const READERS = ['front', 'b', 'a'] as const

const read = async (base: string, path: string) =>
  (await fetch(new URL(path, base), { headers: { 'accept-language': 'en' } })).text()

/**
 * `rounds` times: read each page through the front and both instances (so each holds the version
 * before the write), write through instance A, then read each page once more through each.
 * Counts the reads after the write's answer that do not show it, and times each write.
 */
export async function staleReads(readers: Readers, scenario: Scenario, rounds: number) {
  const stale = { front: 0, b: 0, a: 0 }
  const writeMs: number[] = []
  try {
    for (let n = 1; n <= rounds; n++) {
      const { paths, expect, write } = await scenario.round(n)
      for (const path of paths)
        await Promise.all(READERS.map((reader) => read(readers[reader], path)))
      const started = performance.now()
      await write()
      writeMs.push(performance.now() - started)
      for (const path of paths) {
        for (const reader of READERS) {
          if (!(await read(readers[reader], path)).includes(expect)) stale[reader]++
        }
      }
    }
  } finally {
    await scenario.cleanup()
  }
  return { stale, writeMs }
}
