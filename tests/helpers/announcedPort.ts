import type { ChildProcess } from 'node:child_process'

/**
 * The port a child server announces on its standard error as `PORT <n>` (the stand-ins for Next
 * that preload tests start listen on port 0 and say where).
 */
export function announcedPort(child: ChildProcess): Promise<number> {
  return new Promise<number>((resolve) => {
    let output = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.match(/PORT (\d+)/)
      if (found) resolve(Number(found[1]))
    })
  })
}
