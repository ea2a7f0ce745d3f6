/**
 * The peer's two commands, in the app's database environment (scripts/bench.ts starts this
 * through the app's launcher): `--peer-prepare --from <Payload checkout>/templates/website`
 * builds the peer (preparePeer.ts), `--peer [--seconds 5] [--port 4102]` measures (peerBench.ts).
 */
import { flag } from '../flag'
import { peerBench } from './peerBench'
import { preparePeer } from './preparePeer'

async function main() {
  if (process.argv.includes('--peer-prepare')) {
    const from = flag('from')
    if (!from) throw new Error('--peer-prepare needs --from <Payload checkout>/templates/website')
    return preparePeer(from)
  }
  return peerBench(Number(flag('port') ?? 4102), Number(flag('seconds') ?? 5))
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
