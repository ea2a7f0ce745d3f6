/**
 * Runs a bench that loads the app in its own process and ends the process with its report: after
 * the clean-up, a MessagePort the loaded app leaves open (only that handle was left) kept Node
 * waiting for ever. A failure prints and exits 1.
 */
export function runToEnd(main: () => Promise<void>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
