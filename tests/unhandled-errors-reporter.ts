import { writeFileSync } from "node:fs";
import type { Reporter, SerializedError } from "vitest/node";

/**
 * Writes the run's errors outside any test (an unheard rejection, an "error" event nobody
 * listens to) to the file it is given, so `npm test` can repeat them on its closing lines: CI
 * keeps only the end of the output, and such an error fails the run with every test passed.
 */
export default class UnhandledErrorsReporter implements Reporter {
  constructor(private readonly options: { outputFile: string }) {}

  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<SerializedError>): void {
    const brief = errors.map((error) => ({
      origin: typeof error.VITEST_TEST_PATH === "string" ? error.VITEST_TEST_PATH : "",
      message: `${error.name ?? "Error"}: ${error.message ?? String(error)}`,
      stack: (error.stack ?? "").split("\n").slice(1, 6).join("\n"),
    }));
    writeFileSync(this.options.outputFile, JSON.stringify(brief, null, 2));
  }
}
