/**
 * `npm run test:fault`: the long fault run. Clients subscribe and read through the route handlers
 * while the embedded Postgres is stopped (fast shutdown), kept down and started again; every
 * acknowledged write must be stored, only 503s answered meanwhile, and the API must answer again
 * within 5 s. `npm test` runs the same file shorter (8 clients, 2 s down) as part of test:int.
 * FAULT_CLIENTS and FAULT_DOWN_MS override 50 clients and 7 s (the clients share the app's process
 * and CPU, unlike the 100 HTTP clients). Loopback only.
 */
import { spawn } from 'node:child_process'

const env = {
  ...process.env,
  FAULT_CLIENTS: process.env.FAULT_CLIENTS || '50',
  FAULT_DOWN_MS: process.env.FAULT_DOWN_MS || '7000',
}
const args = [
  'vitest',
  'run',
  '--config',
  './vitest.solo.mts',
  'tests/int/fault.restart.int.spec.ts',
]
const child = spawn('npx', args, { stdio: 'inherit', env })
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
