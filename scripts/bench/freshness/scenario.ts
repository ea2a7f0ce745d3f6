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

const read = async (base: string, path: string) =>
  (await fetch(new URL(path, base), { headers: { 'accept-language': 'en' } })).text()

/**
 * `rounds` times: read each page through the front and instance B (so both hold the version
 * before the write), write through instance A, then read each page once more through each.
 * Counts the reads after the write that do not show it.
 */
export async function staleReads(readers: Readers, scenario: Scenario, rounds: number) {
  const stale = { front: 0, b: 0 }
  try {
    for (let n = 1; n <= rounds; n++) {
      const { paths, expect, write } = await scenario.round(n)
      for (const path of paths)
        await Promise.all([read(readers.front, path), read(readers.b, path)])
      await write()
      for (const path of paths) {
        for (const reader of ['front', 'b'] as const) {
          if (!(await read(readers[reader], path)).includes(expect)) stale[reader]++
        }
      }
    }
  } finally {
    await scenario.cleanup()
  }
  return stale
}
