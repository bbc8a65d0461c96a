import { userEvent, type within } from "storybook/test";

/** Picks an option of a SelectMenu (src/ui/select-menu.tsx) as a user does: open it, click the option. */
export async function chooseOption(
  scope: ReturnType<typeof within>,
  select: string | RegExp,
  option: string | RegExp,
) {
  await userEvent.click(scope.getByRole("combobox", { name: select }));
  await userEvent.click(await scope.findByRole("option", { name: option }));
}
