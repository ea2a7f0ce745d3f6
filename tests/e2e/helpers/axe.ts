import axe from 'axe-core'
import { expect, type Page } from '@playwright/test'

type AxeOptions = {
  /** A CSS selector: only that part of the page is checked. */
  include?: string
  /** Only the rules with these tags (as `wcag2aa`); every rule when absent. */
  tags?: string[]
}

/**
 * axe-core run in the page itself, as `rule: targets` lines for each serious or critical
 * violation. `@axe-core/playwright` opens a blank page for every analysis to merge its frames'
 * results and injects axe's 650 KB into it and into the page twice: 3-8 s an analysis on two
 * cores, against about one here, the same rules and the same findings. Frames are not entered:
 * the only ones the site shows are third-party players (a press kit's video), not its own markup.
 * axe-core stays at 4.11.4 (package.json), the rules the pages were checked by so far: 4.14 also
 * enables `aria-tab-name` and `label-content-name-mismatch`, which the notification bell fails
 * (its name "Bildirimler (20 okunmamış)" against the visible "20"; "Bildirimler: 20 okunmamış"
 * passes), so upgrading means renaming the bell, and the tests that find it by name, first.
 */
export async function seriousAxeViolations(
  page: Page,
  options: AxeOptions = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(include ?? document, {
          iframes: false,
          resultTypes: ['violations'],
          ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        })
        .then((results) => results.violations),
    options,
  )
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** No serious or critical axe violation on the page as it is. */
export async function expectNoSeriousAxe(page: Page, label: string, options?: AxeOptions) {
  expect(await seriousAxeViolations(page, options), label).toEqual([])
}
