import * as React from "react";
import type { PersonalSettingsView } from "../../src/domain/personal-settings";
import { useSettingsForm } from "../../src/widgets/personal-settings/form";

export type SettingsFormKit = ReturnType<typeof useSettingsForm>;

/**
 * One section of the personal settings form on its own: the same form the dialog builds, in a
 * card as wide as the dialog's body. `validate` marks every field the schema refuses, as a submit
 * would.
 */
export function SectionFrame({
  data,
  validate = false,
  children,
}: {
  data: PersonalSettingsView;
  validate?: boolean;
  children: (kit: SettingsFormKit) => React.ReactNode;
}) {
  const kit = useSettingsForm(data);
  const { trigger } = kit.form;
  React.useEffect(() => {
    if (validate) void trigger();
  }, [validate, trigger]);
  return (
    <form noValidate className="flex w-[736px] flex-col gap-5 bg-white p-6">
      {children(kit)}
    </form>
  );
}
