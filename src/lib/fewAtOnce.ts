/** Per key: how many are running, and the calls waiting their turn, first come first served. */
const lanes = new Map<string, { running: number; waiting: Array<() => void> }>()

/**
 * Runs `work` once fewer than `slots` calls with the same `key` are running; calls with other
 * keys run beside it. For work that would only wait for the same lock anyway: waiting here holds
 * nothing (a database connection, say), so the rest of the process keeps what it needs.
 */
export async function fewAtOnce<T>(key: string, slots: number, work: () => Promise<T>): Promise<T> {
  let lane = lanes.get(key)
  if (!lane) {
    lane = { running: 0, waiting: [] }
    lanes.set(key, lane)
  }
  if (lane.running >= slots) await new Promise<void>((resolve) => lane!.waiting.push(resolve))
  else lane.running++
  try {
    return await work()
  } finally {
    // A waiting call takes this one's slot as it is: running stays the same.
    const next = lane.waiting.shift()
    if (next) next()
    else if (--lane.running === 0) lanes.delete(key)
  }
}
