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
