/**
 * `node scripts/bench/backgroundLoad.mjs <connections> <url>...`: keeps `connections` connections
 * busy against each URL until SIGTERM, then prints `{ requests, errors }` as one JSON line. The
 * load generator of the freshness rounds run "while the machine is loaded" (loadTool.ts).
 */
import autocannon from 'autocannon'

const [connections, ...urls] = process.argv.slice(2)
const runs = urls.map((url) =>
  autocannon({
    url,
    connections: Number(connections),
    duration: 3600,
    headers: { 'accept-encoding': 'gzip' },
  }),
)
const totals = { requests: 0, errors: 0 }
const done = runs.map(
  (run) =>
    new Promise((resolve) =>
      run.on('done', (result) => {
        totals.requests += result.requests.total
        totals.errors += result.errors + result.non2xx
        resolve()
      }),
    ),
)
process.on('SIGTERM', async () => {
  for (const run of runs) run.stop()
  await Promise.all(done)
  console.log(JSON.stringify(totals))
  process.exit(0)
})
