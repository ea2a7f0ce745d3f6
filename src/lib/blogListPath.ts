/** The static list route's segment for "every category". */
export const ALL_CATEGORIES = 'all'
