import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** The only Link/redirect/router the site uses, so every path is localized. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)
