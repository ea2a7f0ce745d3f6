/** The locative ending of a number read aloud, by its last spoken word: "bir(de)", "üç(te)". */
const BY_UNIT = ['', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da']
const BY_TEN = ['da', 'da', 'de', 'da', 'ta', 'de']

const locativeOf = (n: number): string => {
  const unit = n % 10
  return unit ? BY_UNIT[unit]! : BY_TEN[Math.floor(n / 10) % 6]!
}

/**
 * The ending Turkish joins to a clock time with an apostrophe, "21:14'te", "21:40'ta",
 * "20:00'de": vowel harmony and hardening follow the word read last (the minutes, or the hour on
 * the hour; "sıfır" for midnight).
 */
export function timeLocative(time: string): string {
  const [hour, minute] = time.split(':').map(Number)
  const spoken = minute ? minute : hour
  return spoken ? locativeOf(spoken!) : 'da'
}
