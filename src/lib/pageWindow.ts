/** A page number to link, or a gap ("…") standing for the pages left out. */
type PageItem = number | 'gap'

/**
 * The numbered pages a pagination shows: the first, the last, and `around` pages on each side of
 * the current one, with a gap wherever pages are left out. Listing every number put 11,000 links
 * (5 MB of HTML) on a blog page at 100,000 posts; a gap of a single page shows that page instead.
 */
export function pageWindow(current: number, pages: number, around = 2): PageItem[] {
  const shown = new Set([1, pages])
  for (let page = current - around; page <= current + around; page++)
    if (page >= 1 && page <= pages) shown.add(page)
  const items: PageItem[] = []
  let previous = 0
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1)
    else if (page - previous > 2) items.push('gap')
    items.push(page)
    previous = page
  }
  return items
}
