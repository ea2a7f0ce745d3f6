/**
 * The service fee on `price` kuruş at `percent`, rounded half up to the kuruş. Integer arithmetic
 * over the percent in hundredths, so 5 % of 30 kuruş is 2 (1.5 rounded up), never 1.4999….
 * Shared by the server's prices and the venue's form, which shows what a fan will pay as it types.
 */
export function ticketFee(price: number, percent: number): number {
  const hundredths = Math.round(percent * 100)
  return Math.floor((price * hundredths + 5000) / 10000)
}
