import 'server-only'

import { TAX_STATUSES, type TaxStatus } from '@/lib/payments/payee'

const basisPoints = (percent: string | undefined, fallback: number) => {
  const parsed = Number(percent)
  return percent?.trim() && Number.isFinite(parsed) && parsed >= 0 && parsed <= 100
    ? Math.round(parsed * 100)
    : fallback
}

/**
 * The withholding rate on a payout to a payee of `status`, in basis points (1 % is 100): the
 * e-commerce withholding (Income Tax Law art. 94/1-20, Corporate Tax Law art. 15/1-ğ), read from
 * the environment each call. `PAYOUT_WITHHOLDING_PERCENT` (default 1) is every status's rate;
 * `PAYOUT_WITHHOLDING_BY_STATUS` ("exempt=0,corporateTaxpayer=1", default "exempt=0") sets the
 * statuses where the law differs. docs/legal.md names the law behind each.
 */
export function withholdingBasisPoints(status: TaxStatus | null | undefined): number {
  const rate = basisPoints(process.env.PAYOUT_WITHHOLDING_PERCENT, 100)
  const byStatus = new Map<string, string>(
    (process.env.PAYOUT_WITHHOLDING_BY_STATUS ?? 'exempt=0')
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter(([name, value]) => (TAX_STATUSES as readonly string[]).includes(name!) && value)
      .map(([name, value]) => [name!, value!]),
  )
  if (!status) return rate
  const own = byStatus.get(status)
  return own === undefined ? rate : basisPoints(own, rate)
}
