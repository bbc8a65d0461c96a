import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LangProvider } from "../../../src/i18n";
import { ready } from "../../../src/ui/loadable";
import { OrgProfileScreen } from "../../../src/widgets/hrs-org/OrgProfileScreen";
import { TopBar } from "../../../src/widgets/shell/TopBar";
import { PROFILE } from "../../../stories/hrs-org/fixtures";
import topBar from "../../../stories/shell/TopBar.stories";

afterEach(cleanup);

/**
 * Issue 34: the header's badge said 标准版 while /hrs_org said 完整版 for the same edition. Both
 * name an edition as the other does, in either language.
 */
describe("the edition's name", () => {
  for (const lang of ["zh-CN", "en-US"] as const) {
    for (const edition of ["FULL", "BOOKING"] as const) {
      it(`is the same in the top bar and on /hrs_org (${lang}, ${edition})`, () => {
        render(
          <LangProvider lang={lang}>
            <OrgProfileScreen
              profile={ready({ ...PROFILE, orgVersion: edition })}
              onRetry={() => {}}
              onSave={() => {}}
              busy={false}
              error={null}
            />
          </LangProvider>,
        );
        const chosen = screen.getByRole("radio", { checked: true });
        const name = chosen.closest("label")?.textContent ?? "";
        expect(name).not.toBe("");
        cleanup();
        render(
          <LangProvider lang={lang}>
            <TopBar {...topBar.args} lang={lang} orgVersion={edition} />
          </LangProvider>,
        );
        expect(screen.getByText(name, { exact: true })).toBeTruthy();
      });
    }
  }
});
