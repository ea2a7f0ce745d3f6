/** What one item of a batch came to: its value, or the error its caller gets. */
export type Settled<R> = { value: R } | { error: unknown }

type Waiting<T, R> = {
  item: T
  resolve: (value: R) => void
  reject: (error: unknown) => void
}

type Lane<T, R> = {
  running: number
  waiting: Array<Waiting<T, R>>
  run: (items: T[]) => Promise<Array<Settled<R>>>
}

const lanes = new Map<string, Lane<never, never>>()

/**
 * Runs `item` through `run` together with the other items of the same `key` that are waiting
 * when its turn comes: at most `slots` batches of a key run at once, each taking up to `most` of
 * the waiting items, first come first served. `run` answers each item of its batch in order (a
 * value or the error that item's caller gets); if `run` itself throws, every item of the batch
 * gets that error. For work where many callers would otherwise pass the same lock one after
 * another: a batch passes it once for all of its items. The `run` of the first caller of a key
 * serves the key until it has nothing waiting.
 */
export function inBatches<T, R>(
  key: string,
  item: T,
  run: (items: T[]) => Promise<Array<Settled<R>>>,
  { slots = 1, most = 100 }: { slots?: number; most?: number } = {},
): Promise<R> {
  let lane = lanes.get(key) as Lane<T, R> | undefined
  if (!lane) {
    lane = { running: 0, waiting: [], run }
    lanes.set(key, lane as unknown as Lane<never, never>)
  }
  const promise = new Promise<R>((resolve, reject) => lane!.waiting.push({ item, resolve, reject }))
  pump(key, lane, slots, most)
  return promise
}

function pump<T, R>(key: string, lane: Lane<T, R>, slots: number, most: number) {
  while (lane.running < slots && lane.waiting.length > 0) {
    const batch = lane.waiting.splice(0, most)
    lane.running++
    void runBatch(lane, batch).finally(() => {
      lane.running--
      if (lane.running === 0 && lane.waiting.length === 0) lanes.delete(key)
      else pump(key, lane, slots, most)
    })
  }
}

async function runBatch<T, R>(lane: Lane<T, R>, batch: Array<Waiting<T, R>>) {
  let settled: Array<Settled<R>>
  try {
    settled = await lane.run(batch.map((waiting) => waiting.item))
    if (settled.length !== batch.length)
      throw new Error(`A batch of ${batch.length} was answered ${settled.length} times`)
  } catch (error) {
    for (const waiting of batch) waiting.reject(error)
    return
  }
  batch.forEach((waiting, i) => {
    const answer = settled[i]!
    if ('error' in answer) waiting.reject(answer.error)
    else waiting.resolve(answer.value)
  })
}
