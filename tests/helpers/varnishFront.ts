import { type ChildProcess, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import getPort, { portNumbers } from 'get-port'

import { siteVcl } from '../../scripts/stack/siteVcl'
import { waitForHttp } from '../../scripts/stack/waitFor'

/** A running front: its address, the folder varnishadm reaches it by, and how to stop it. */
export type Front = { url: string; varnishDir: string; stop: () => Promise<void> }

/**
 * The front as the stack runs it (deploy/varnish/sahne.vcl with the site part `npm run stack`
 * writes) before the stand-in instances listening on `appPorts`, on a free port of 3370-3399.
 * Ready once it answers /api/health (the stand-ins must answer it and the probe's /api/ready).
 */
export async function startFront(appPorts: number[]): Promise<Front> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'sahne-front-'))
  // Run as root, varnishd compiles the VCL as its own unprivileged user, who must read the folder.
  await chmod(workDir, 0o755)
  const varnishDir = path.join(workDir, 'varnish')
  await writeFile(path.join(workDir, 'sahne-site.vcl'), siteVcl({ appPorts, buildId: 'test' }))
  const port = await getPort({ host: '127.0.0.1', port: portNumbers(3370, 3399) })
  const url = `http://127.0.0.1:${port}`
  const varnish: ChildProcess = spawn(
    'varnishd',
    [
      ...['-F', '-a', `127.0.0.1:${port}`, '-n', varnishDir, '-s', 'malloc,16m'],
      ...['-f', path.resolve('deploy/varnish/sahne.vcl')],
      ...['-p', `vcl_path=${workDir}:${path.resolve('deploy/varnish')}:/usr/share/varnish/vcl`],
    ],
    { stdio: 'ignore' },
  )
  await waitForHttp(`${url}/api/health`, 30_000)
  return {
    url,
    varnishDir,
    stop: async () => {
      if (varnish.exitCode === null && varnish.signalCode === null) {
        const exited = new Promise((resolve) => varnish.once('exit', resolve))
        varnish.kill('SIGTERM')
        await exited
      }
      await rm(workDir, { recursive: true, force: true })
    },
  }
}
