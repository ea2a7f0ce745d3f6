const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/**
 * Times `known()` and `unknown(i)` (each resolving to its elapsed ms) `tries` times each,
 * interleaved (each pair in turn led by one, then the other) so load on the machine falls on both
 * alike, after one warm-up call of each.
 * Answers both medians and their ratio, unknown over known.
 */
export async function interleavedMedians(
  known: () => Promise<number>,
  unknown: (index: number | 'warm') => Promise<number>,
  tries = 20,
): Promise<{ known: number; unknown: number; ratio: number }> {
  const times = { known: [] as number[], unknown: [] as number[] }
  await known()
  await unknown('warm')
  // Each pair in the other order from the last, so whatever follows a call (a collection, the
  // pool's bookkeeping, another process's burst) falls on both kinds alike.
  for (let i = 0; i < tries; i++) {
    if (i % 2 === 0) {
      times.known.push(await known())
      times.unknown.push(await unknown(i))
    } else {
      times.unknown.push(await unknown(i))
      times.known.push(await known())
    }
  }
  const medians = { known: median(times.known), unknown: median(times.unknown) }
  return { ...medians, ratio: medians.unknown / medians.known }
}
