import { getTranslations } from 'next-intl/server'

import { isGenre } from '@/lib/market/genres'

/** Genre keys as their labels in the page's language, comma-separated. */
export async function GenreList({ genres }: { genres: string[] }) {
  const t = await getTranslations('Market.genres')
  return (
    <>
      {genres
        .filter(isGenre)
        .map((genre) => t(genre))
        .join(', ')}
    </>
  )
}
