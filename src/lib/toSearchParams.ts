/** What a page's `searchParams` promise resolves to. */
export type PageSearchParams = Record<string, string | string[] | undefined>

/** A page's query as URLSearchParams, keeping single values (a repeated key is not a filter). */
export const toSearchParams = (params: PageSearchParams) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )
