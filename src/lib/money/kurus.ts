/**
 * Money is stored, computed and answered in integer kuruş (1 lira = 100 kuruş) everywhere: the
 * market's fees as the payments' ledger. Lira exist only where a person types or reads them; these
 * two are the only conversions.
 */
export const KURUS_PER_LIRA = 100

/** Lira as typed by a person (whole or with kuruş) to integer kuruş. */
export const liraToKurus = (lira: number) => Math.round(lira * KURUS_PER_LIRA)

/** Kuruş to lira, for a form's field that shows lira to a person. */
export const kurusToLira = (kurus: number) => kurus / KURUS_PER_LIRA

/**
 * What a person typed as lira to kuruş: "4000", "4000,50", "4.000,50" and "4.000" (dots group
 * thousands, a comma marks kuruş, as Turkish writes it; "4000.50" is read as kuruş too). Null
 * when nothing was typed, NaN when it is not an amount (more than two kuruş digits, letters).
 */
export function typedLiraToKurus(text: string): number | null {
  const plain = text.trim().replace(/\s|₺/g, '')
  if (!plain) return null
  const grouped = /^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(plain)
  const normal = grouped || plain.includes(',') ? plain.replace(/\./g, '').replace(',', '.') : plain
  if (!/^-?\d+(\.\d{1,2})?$/.test(normal)) return Number.NaN
  return liraToKurus(Number(normal))
}
