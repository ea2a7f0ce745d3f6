/**
 * The peer of `npm run bench -- --peer`: Payload's website template, as `create-payload-app`
 * would make it, built on this machine next to the app. `--from` names the template's folder in a
 * checkout of Payload's repository (`templates/website`); this machine cannot download it.
 *
 * It is copied to `.data/peer/website` and changed only where it must be to run here, each change
 * checked to apply: its packages on the app's versions (Payload, Next, React, sharp; the template
 * names Payload's workspace), Postgres instead of MongoDB (the same adapter the app uses, on the
 * same server, in a database of its own, `sahne_peer`), and the seed's four images read from the
 * template's own folder instead of GitHub. Then: `npm install`, the template's seed (what its
 * "Seed your database" button runs) and `next build`, which prerenders its pages from that data.
 * Runs in the app's database environment (DATABASE_URL set, see scripts/bench.ts).
 */
import { spawnSync } from 'node:child_process'
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { ensureDatabase } from '../../db/ensureDatabase'
import { peerDatabaseUrl, PEER_DIR, peerEnv } from './peerServer'

/** Seeds the peer from the shell as the template's seed route does, with its first user. */
const SEED_SCRIPT = `import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { seed } from './src/endpoints/seed'

const payload = await getPayload({ config })
const user = await payload.create({
  collection: 'users',
  data: { email: 'peer@example.com', password: 'peer-bench-password', name: 'Peer' },
})
// Outside Next there is no cache to revalidate (the build renders what the seed wrote), and some
// of the seed's writes do not say so themselves.
for (const op of ['create', 'update', 'updateGlobal'] as const) {
  const call = (payload[op] as (args: { context?: object }) => Promise<unknown>).bind(payload)
  ;(payload as unknown as Record<string, unknown>)[op] = (args: { context?: object }) =>
    call({ ...args, context: { ...args.context, disableRevalidate: true } })
}
await seed({ payload, req: await createLocalReq({ user, context: { disableRevalidate: true } }, payload) })
process.exit(0)
`

/** The seed's images from the template's folder: the same files it fetches from GitHub. */
const LOCAL_FETCH = `async function fetchFileByURL(url: string): Promise<File> {
  const { readFile } = await import('node:fs/promises')
  const name = url.split('/').pop() || \`file-\${Date.now()}\`
  const data = await readFile(new URL(\`./\${name}\`, import.meta.url))
  return { name, data, mimetype: \`image/\${url.split('.').pop()}\`, size: data.byteLength }
}
`

/** `text` with `from` replaced by `to`; throws when `from` is not there (the template moved on). */
function replaced(text: string, from: string | RegExp, to: string, what: string) {
  const next = text.replace(from, to)
  if (next === text) throw new Error(`The template changed: cannot ${what}`)
  return next
}

async function edit(file: string, change: (text: string) => string) {
  const at = path.join(PEER_DIR, file)
  await writeFile(at, change(await readFile(at, 'utf8')))
}

/** The template's packages on the app's versions, Postgres for MongoDB. */
async function alignPackages() {
  const ours = JSON.parse(await readFile('package.json', 'utf8'))
  const version = (name: string) => ours.dependencies[name] ?? ours.devDependencies[name]
  await edit('package.json', (text) => {
    const peer = JSON.parse(text)
    for (const [name, range] of Object.entries(peer.dependencies))
      if (range === 'workspace:*') peer.dependencies[name] = version('payload')
    delete peer.dependencies['@payloadcms/db-mongodb']
    peer.dependencies['@payloadcms/db-postgres'] = version('@payloadcms/db-postgres')
    for (const name of ['next', 'react', 'react-dom', 'sharp'])
      peer.dependencies[name] = version(name)
    peer.devDependencies['eslint-config-next'] = version('next')
    // The sitemap after the build is not part of a page's answer.
    delete peer.scripts.postbuild
    peer.allowScripts = { sharp: true, esbuild: true, 'unrs-resolver': true }
    return JSON.stringify(peer, null, 2)
  })
  await edit('src/payload.config.ts', (text) =>
    replaced(
      replaced(
        text,
        "import { mongooseAdapter } from '@payloadcms/db-mongodb'",
        "import { postgresAdapter } from '@payloadcms/db-postgres'",
        'import the Postgres adapter',
      ),
      /mongooseAdapter\(\{\s*url: process\.env\.DATABASE_URL,?\s*\}\)/,
      'postgresAdapter({ pool: { connectionString: process.env.DATABASE_URL } })',
      'use the Postgres adapter',
    ),
  )
  await edit('src/endpoints/seed/index.ts', (text) =>
    replaced(
      text,
      /async function fetchFileByURL\(url: string\): Promise<File> \{[\s\S]*\n\}\n?$/,
      LOCAL_FETCH,
      'read the seed images locally',
    ),
  )
  await writeFile(path.join(PEER_DIR, 'seed-peer.ts'), SEED_SCRIPT)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const { status } = spawnSync(command, args, { cwd: PEER_DIR, env, stdio: 'inherit' })
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${PEER_DIR}`)
}

export async function preparePeer(from: string) {
  if (!process.env.DATABASE_URL) throw new Error('Run through scripts/bench.ts: DATABASE_URL unset')
  await readFile(path.join(from, 'src/endpoints/seed/index.ts')).catch(() => {
    throw new Error(`${from} is not Payload's templates/website`)
  })
  await rm(PEER_DIR, { recursive: true, force: true })
  await cp(from, PEER_DIR, { recursive: true })
  await alignPackages()
  const env = peerEnv()
  // The build needs the template's devDependencies (Tailwind's PostCSS plugin among them).
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund'], env)
  await ensureDatabase(peerDatabaseUrl(), { fresh: true })
  // Payload creates the schema as it starts outside production, as `pnpm dev` does for the
  // template's first run; the build and `next start` then read it.
  run('npx', ['payload', 'run', 'seed-peer.ts'], { ...env, NODE_ENV: 'development' })
  run('npx', ['next', 'build'], env)
  console.log(`The peer is built in ${PEER_DIR}, its data in the database sahne_peer.`)
}
