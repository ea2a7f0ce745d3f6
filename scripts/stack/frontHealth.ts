import { execFile } from 'node:child_process'

/**
 * Sets what the front (varnishd, found by its `-n` work folder) thinks of one backend, through its
 * admin socket: `sick` takes it out of the director at once, `auto` lets the probe decide again.
 * Resolves false when varnishadm fails (the front not started yet): the probe still decides then.
 */
export function setBackendHealth(
  varnishDir: string,
  backend: string,
  health: 'sick' | 'auto',
): Promise<boolean> {
  return new Promise((resolve) =>
    execFile(
      'varnishadm',
      ['-n', varnishDir, 'backend.set_health', backend, health],
      { timeout: 5000 },
      (error) => resolve(!error),
    ),
  )
}
