/**
 * A gate a mocked response waits at until the test opens it: a loading state then stays on
 * screen for as long as the test looks at it (a fixed delay races a busy machine).
 */
export function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { passed: () => opened, open: () => open() }
}
