import en from '../../../messages/en/market.json'
import tr from '../../../messages/tr/market.json'
import { foldForSearch } from '../foldForSearch'
import { CITIES, type CityKey } from './cities'
import { GENRES, type Genre } from './genres'

const cityByFolded = new Map<string, CityKey>(
  CITIES.flatMap(([key, name]) => [
    [key, key],
    [foldForSearch(name), key],
  ]),
)

const genreByFolded = new Map<string, Genre>(
  GENRES.flatMap((key) => [
    [foldForSearch(key), key],
    [foldForSearch(tr.Market.genres[key]), key],
    [foldForSearch(en.Market.genres[key]), key],
  ]),
)

/** A province from what a person types: its key or its name, any case, with or without Turkish letters. */
export const matchCity = (input: string | null | undefined): CityKey | null =>
  cityByFolded.get(foldForSearch(input)) ?? null

/** A genre from its key or its Turkish or English label (`Türk halk müziği`, `turkish-folk`). */
export const matchGenre = (input: string | null | undefined): Genre | null =>
  genreByFolded.get(foldForSearch(input)) ?? null
