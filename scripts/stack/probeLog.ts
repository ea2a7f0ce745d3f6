import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * Follows the front's probe verdicts (varnishlog's Backend_health records) and prints each change:
 * an instance the probe takes out or lets back in, with the probe's last results, so that a
 * moment with no instance in the front can be read from the stack's log. Returns a stop function.
 */
export function logProbeChanges(varnishDir: string, log: (line: string) => void): () => void {
  // stdbuf: varnishlog writes through stdio, which keeps a pipe's lines until its buffer fills.
  const args = ['-oL', 'varnishlog', '-n', varnishDir, '-g', 'raw', '-i', 'Backend_health']
  const child = spawn('stdbuf', args, {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  child.on('error', () => {})
  createInterface({ input: child.stdout }).on('line', (line) => {
    // "0 Backend_health - boot.app0 Went sick 4---X-R- 1 2 3 0.000 ... HTTP/1.1 503 ..."
    const change = line.match(/Backend_health\s+-\s+(\S+)\s+(Went sick|Went healthy)\s+(\S+)(.*)/)
    if (change)
      log(
        `${change[1]} ${change[2].toLowerCase()} (${change[3]}${change[4].replace(/\s+/g, ' ').slice(0, 60)})`,
      )
  })
  return () => child.kill()
}
