/**
 * How a payee is paid, as iyzico's sub-merchant types: a person (`PERSONAL`), a sole
 * proprietorship (`PRIVATE_COMPANY`), a limited or joint-stock company
 * (`LIMITED_OR_JOINT_STOCK_COMPANY`). A payee's type is fixed once registered with the provider.
 */
export const PAYEE_TYPES = ['individual', 'soleProprietor', 'company'] as const
export type PayeeType = (typeof PAYEE_TYPES)[number]

export const IYZICO_SUB_MERCHANT_TYPE: Record<PayeeType, string> = {
  individual: 'PERSONAL',
  soleProprietor: 'PRIVATE_COMPANY',
  company: 'LIMITED_OR_JOINT_STOCK_COMPANY',
}

/**
 * A payee's tax status, recorded with the payout details: not registered for income tax, an
 * income taxpayer, a corporate taxpayer, or exempt (the e-commerce earnings exemption of the
 * Income Tax Law art. 20/B). Which withholding rate each one bears is configuration
 * (docs/legal.md).
 */
export const TAX_STATUSES = [
  'unregistered',
  'incomeTaxpayer',
  'corporateTaxpayer',
  'exempt',
] as const
export type TaxStatus = (typeof TAX_STATUSES)[number]

/** Fields each type needs before a payout may go out, in the order the form asks for them. */
export const REQUIRED_FIELDS: Record<PayeeType, readonly string[]> = {
  individual: ['legalName', 'identityNumber', 'iban', 'address', 'city', 'taxStatus'],
  soleProprietor: [
    'legalName',
    'identityNumber',
    'taxOffice',
    'taxNumber',
    'iban',
    'address',
    'city',
    'taxStatus',
  ],
  company: ['legalName', 'taxOffice', 'taxNumber', 'iban', 'address', 'city', 'taxStatus'],
}

/**
 * The withholding on `gross` kuruş at `basisPoints` (1 % is 100), in whole kuruş rounded down:
 * never more than the law's rate of the amount.
 */
export const withholdingOn = (gross: number, basisPoints: number) =>
  Math.floor((gross * basisPoints) / 10_000)
