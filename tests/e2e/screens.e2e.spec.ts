import { test } from '@playwright/test'

import { expectNoSeriousAxe } from './helpers/axe'
import { DESKTOP, PHONE, expectNoSidewaysScroll } from './helpers/journeys'
import { signedInPage } from './helpers/market'
import {
  PUBLIC_SCREENS,
  SIGNED_IN_SCREENS,
  makeScreenData,
  openScreen,
  type ScreenData,
} from './helpers/screens'

/**
 * every public and signed-in page, in both languages and signed in as the role that
 * sees it: nothing scrolls sideways at 390 px, and axe finds nothing serious or critical at
 * 390 px and at 1366 px. The page is loaded once, at 390 px, and widened to 1366 px for the second
 * check: the site's layout follows the width through CSS alone (no script reads the viewport), so
 * the widened page is the one a desktop browser loads, without rendering it and injecting axe
 * into it a second time.
 */
let data: ScreenData

test.beforeAll(async ({}, info) => {
  data = await makeScreenData(String(info.project.use.baseURL))
})

for (const screen of [...PUBLIC_SCREENS, ...SIGNED_IN_SCREENS]) {
  for (const locale of ['tr', 'en'] as const) {
    const who = screen.role ?? 'visitor'
    test(`${screen.name} (${who}, ${locale}): no sideways scroll at 390 px, axe at 390 and 1366`, async ({
      browser,
    }) => {
      const path = screen.path(data)[locale]
      const page = screen.role
        ? await signedInPage(browser, data.sessions[screen.role], PHONE)
        : await (await browser.newContext({ viewport: PHONE })).newPage()
      await openScreen(page, path, screen)
      await expectNoSidewaysScroll(page, path)
      await expectNoSeriousAxe(page, `${path} at ${PHONE.width} px`)
      await page.setViewportSize(DESKTOP)
      await expectNoSeriousAxe(page, `${path} at ${DESKTOP.width} px`)
      await page.context().close()
    })
  }
}
