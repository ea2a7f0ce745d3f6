/** Select options with the same value in both languages' labels given beside it. */
export const labelledOptions = <K extends string>(labels: Record<K, { tr: string; en: string }>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }))
