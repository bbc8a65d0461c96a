import * as React from "react";
import { Controller, useWatch } from "react-hook-form";
import { CC_LISTS, type CcList } from "../../domain/personal-settings";
import { useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { cn } from "../../ui/cn";
import { Field } from "../../ui/field";
import { MultiSelect } from "../../ui/multi-select";
import type { FieldError, SettingsFormApi } from "./form";
import type { CcUserOption } from "./types";

/** Default cc lists of the four mails, folded away behind a count until opened. */
export function CcSection({
  id,
  form,
  ccUsers,
  defaultOpen,
  error,
}: {
  id: string;
  form: SettingsFormApi;
  ccUsers: readonly CcUserOption[];
  defaultOpen: boolean;
  error: FieldError;
}) {
  const t = useT(settingsMessages);
  const { control } = form;
  const [open, setOpen] = React.useState(defaultOpen);
  const ccOptions = ccUsers.map((u) => ({
    value: u.userId,
    label: u.label,
    detail: u.email,
  }));
  const ccCount = useWatch({ control, name: [...CC_LISTS] }).reduce(
    (n, list) => n + (list?.length ?? 0),
    0,
  );
  return (
    <section aria-labelledby={id} className="border-t border-neutral-200 pt-4">
      <h3 id={id} className="text-sm font-semibold text-neutral-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 hover:text-brand"
        >
          <svg
            viewBox="0 0 16 16"
            className={cn("size-4 transition-transform", open ? "rotate-90" : "rotate-0")}
            aria-hidden="true"
          >
            <path
              d="M6 4l4 4-4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          {t("sectionCc")}
          <span className="font-normal text-neutral-600">
            · {ccCount > 0 ? t("ccSelected", { count: ccCount }) : t("ccEmpty")}
          </span>
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className="mt-3">
        <p className="mb-3 text-xs text-neutral-600">{t("ccHint")}</p>
        <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {(
            [
              ["orderTrackCcUser", t("ccOrderTrack")],
              ["sendGoodsNotifyCcUser", t("ccGoodsNotify")],
              ["sendBillCcUser", t("ccBill")],
              ["sendInventoryCcUser", t("ccInventory")],
            ] as [CcList, string][]
          ).map(([name, label]) => (
            <Field key={name} label={label} error={error(name)}>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <MultiSelect
                    options={ccOptions}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    chooseLabel={t("ccAdd")}
                    emptyLabel={t("ccEmpty")}
                    removeLabel={(n) => t("ccRemove", { name: n, list: label })}
                  />
                )}
              />
            </Field>
          ))}
        </div>
      </div>
    </section>
  );
}
