/**
 * Whether the build in .next/ was made for test payments: its prerendered home page carries the
 * test-payments strip (`data-payments="test"`). The strip is decided when a page is rendered, so
 * pages prerendered at build time keep what the build's environment said, whatever the server
 * runs with later. The launchers compare it with the mode they run in and say when they differ.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { STANDIN_KEYS } from './standin'

/** True or false from the prerendered home page; null when there is no build to read. */
async function builtForTestPayments(root: string): Promise<boolean | null> {
  const home = await readFile(path.join(root, '.next/server/app/tr.html'), 'utf8').catch(() => null)
  return home === null ? null : home.includes('data-payments="test"')
}

/**
 * A warning when the build's prerendered pages and this run disagree on test payments (null when
 * they agree, or there is no build): a stand-in run on a build made without it would take test
 * cards on pages that do not say so; the reverse would call real payments tests.
 */
export async function paymentModeMismatch(
  label: string,
  root = process.cwd(),
): Promise<string | null> {
  const built = await builtForTestPayments(root)
  const running = process.env.IYZICO_API_KEY === STANDIN_KEYS.apiKey
  if (built === null || built === running) return null
  return built
    ? `[${label}] warning: this build was made for test payments (the stand-in), and this run ` +
        'does not use it: its prerendered pages (home, dashboard, profile) still say payments ' +
        'are tests. Build again with the environment this run has (`npm run build`).'
    : `[${label}] warning: this run takes test payments through the stand-in, but the build was ` +
        'made without it: its prerendered pages (home, dashboard, profile) do not show the ' +
        'test-payments strip. Build with `npm run build:test-payments` for a stand-in run.'
}
