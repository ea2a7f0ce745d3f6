import en from '../../../messages/en/market.json'
import tr from '../../../messages/tr/market.json'

type Group = keyof typeof en.Market

/** Select options for the Payload panel, labelled from the site's catalogues in both languages. */
export const marketOptions = <K extends string>(group: Group, values: readonly K[]) =>
  values.map((value) => ({
    value,
    label: {
      tr: (tr.Market[group] as Record<string, string>)[value] ?? value,
      en: (en.Market[group] as Record<string, string>)[value] ?? value,
    },
  }))
