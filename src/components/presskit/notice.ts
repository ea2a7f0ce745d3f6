/** What the last save or upload said, and under which form. */
export type Notice = { text: string; error: boolean; where: 'form' | 'gallery' | 'stagePlot' }
