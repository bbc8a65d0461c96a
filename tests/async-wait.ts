/**
 * How long `expect.poll`, and in stories Testing Library's `find*` and `waitFor`, wait for the
 * page to get there (vitest.config.ts, .storybook/vitest.setup.ts). Their defaults (1 s) passed
 * here but not always on CI's host, which runs these suites about twice as slowly (stop 31's CI:
 * the PostgreSQL pass 221 s, here 117 s). Waiting longer costs nothing when the page gets there;
 * only a failure takes longer to report.
 */
export const ASYNC_WAIT_MS = 10_000;
