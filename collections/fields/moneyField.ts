import type { NumberField } from 'payload'

type Label = { tr: string; en: string }

type MoneyOptions = {
  readOnly?: boolean
  required?: boolean
  max?: number
  /** Allows a negative amount (a ledger entry's side); otherwise the minimum is 0. */
  signed?: boolean
}

/**
 * An amount in integer kuruş, as every amount is stored, shown and typed in the panel in lira
 * (src/components/cms/MoneyField.client.tsx, MoneyCell.client.tsx).
 */
export const moneyField = (
  name: string,
  label: Label,
  { readOnly = false, required, max, signed = false }: MoneyOptions = {},
): NumberField => ({
  name,
  type: 'number',
  label,
  ...(signed ? {} : { min: 0 }),
  ...(max === undefined ? {} : { max }),
  ...(required ? { required } : {}),
  admin: {
    readOnly,
    components: {
      Field: '/src/components/cms/MoneyField.client#MoneyField',
      Cell: '/src/components/cms/MoneyCell.client#MoneyCell',
    },
  },
})
