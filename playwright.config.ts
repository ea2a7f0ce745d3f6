import { existsSync } from 'node:fs'

import { chromium, defineConfig, devices } from '@playwright/test'

import { withoutServerOnlyHook } from './scripts/serverOnly/nextServerOptions.mjs'

const PORT = Number(process.env.E2E_PORT || 3100)

/** A browser to drive: $CHROMIUM_PATH, Playwright's own download, else Debian's Chromium. */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // no Playwright browser installed
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
      },
    },
  ],
  webServer: {
    // Run through `npm run test:e2e`, which sets DATABASE_URL to the seeded e2e database.
    // The preload appends the socket address to X-Forwarded-For, as `npm start` does.
    command: `node --require ./scripts/forward-socket-address.cjs node_modules/next/dist/bin/next start -p ${PORT}`,
    // Without the scripts' `server-only` hook, as `npm start` runs it (scripts/serverOnly).
    env: { NODE_OPTIONS: withoutServerOnlyHook(process.env.NODE_OPTIONS) },
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
})
