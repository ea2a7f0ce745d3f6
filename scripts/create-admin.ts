/**
 * `npm run create-admin [-- --email a@b.co --password Secret123 --name "Ada Y"]`: creates an admin
 * on the configured (or embedded) database. Missing values come from SEED_ADMIN_EMAIL and
 * SEED_ADMIN_PASSWORD, then from questions on the terminal. Weak passwords are refused.
 */
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'

import { adminFromEnv, adminInputProblem, createAdmin, type AdminInput } from '../seed/firstAdmin'
import { migrateDatabase } from './db/migrateDatabase'
import { prepareDatabase } from './db/prepareDatabase'
import { closePayload } from '../src/server/platform'
import { loadPayload } from '../src/server/platform'

async function askFor(missing: (keyof AdminInput)[]): Promise<Partial<AdminInput>> {
  if (missing.length === 0) return {}
  if (!process.stdin.isTTY) throw new Error(`Missing ${missing.join(' and ')} (see --help).`)
  const terminal = createInterface({ input: process.stdin, output: process.stdout })
  try {
    const answers: Partial<AdminInput> = {}
    for (const field of missing) answers[field] = (await terminal.question(`${field}: `)).trim()
    return answers
  } finally {
    terminal.close()
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log('npm run create-admin -- --email <email> --password <password> [--name <name>]')
    return
  }
  const env = adminFromEnv()
  const given = {
    email: values.email ?? env?.email,
    password: values.password ?? env?.password,
  }
  const missing = (['email', 'password'] as const).filter((field) => !given[field])
  const input = { ...given, ...(await askFor([...missing])), fullname: values.name } as AdminInput

  const problem = adminInputProblem(input)
  if (problem) throw new Error(problem)

  const db = await prepareDatabase()
  const payload = await loadPayload()
  try {
    await migrateDatabase(payload)
    const admin = await createAdmin(payload, input)
    console.log(`Admin ${admin.email} created. Sign in at /cms.`)
  } finally {
    await closePayload(payload)
    await db.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`create-admin: ${error.message}`)
    process.exit(1)
  },
)
