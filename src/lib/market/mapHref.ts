/** OpenStreetMap's search for an address in its city: a map with no key and no tracking. */
export const mapHref = (address: string, city: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address}, ${city}, Türkiye`)}`
