import * as React from "react";
import type { OrgProfile } from "../../contract/hrs-org";
import type { OrgConfigureInput } from "../../domain/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { cn } from "../../ui/cn";
import { Field } from "../../ui/field";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Switch } from "../../ui/switch";
import { THEME_COLORS } from "../../ui/theme-colors";
import { SaveRow } from "./OrgProfileScreen";

export type OrgConfigureScreenProps = {
  profile: Loadable<OrgProfile>;
  onRetry: () => void;
  onSave: (input: OrgConfigureInput) => void;
  busy?: boolean;
  error?: string | null;
};

/** /hrs_org_configure: private deployment and the members' default theme (issue 20). */
export function OrgConfigureScreen(props: OrgConfigureScreenProps) {
  const t = useT(hrsOrgMessages);
  return (
    <div
      data-slot="org-configure-screen"
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("configureTitle")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("configureIntro")}</p>
      </div>
      <LoadState
        value={props.profile}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(profile) => (
          <ConfigureForm
            key={`${profile.orgId}:${profile.version}`}
            profile={profile}
            onSave={props.onSave}
            busy={props.busy ?? false}
            error={props.error ?? null}
          />
        )}
      </LoadState>
    </div>
  );
}

function ConfigureForm({
  profile,
  onSave,
  busy,
  error,
}: {
  profile: OrgProfile;
  onSave: (input: OrgConfigureInput) => void;
  busy: boolean;
  error: string | null;
}) {
  const t = useT(hrsOrgMessages);
  const themeLabel = React.useId();
  const [privateSaas, setPrivateSaas] = React.useState(profile.privateSaas);
  const [theme, setTheme] = React.useState<string | null>(profile.theme);
  const choices: { value: string | null; label: string }[] = [
    { value: null, label: t("themeProduct") },
    ...THEME_COLORS.map((c) => ({ value: c.value, label: c.value })),
  ];
  return (
    <form
      noValidate
      className="flex flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-5"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ privateSaas, theme, version: profile.version });
      }}
    >
      <Field label={t("privateSaas")}>
        <Switch
          checked={privateSaas}
          onCheckedChange={setPrivateSaas}
          stateLabel={privateSaas ? t("on") : t("off")}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend id={themeLabel} className="mb-1.5 text-sm font-medium text-neutral-800">
          {t("theme")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => {
            const chosen = choice.value === theme;
            return (
              <label
                key={choice.value ?? "product"}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded border px-2.5 py-1.5 text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200",
                  chosen
                    ? "border-neutral-900 bg-neutral-50 font-medium text-neutral-900"
                    : "border-neutral-300 text-neutral-700",
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  className="sr-only"
                  checked={chosen}
                  onChange={() => setTheme(choice.value)}
                />
                <span
                  aria-hidden
                  className="size-4 rounded-full border border-black/10"
                  style={{ background: choice.value ?? "#002FA7" }}
                />
                <span className="font-mono">{choice.label}</span>
              </label>
            );
          })}
        </div>
        <div className="mt-2 flex items-center gap-3 rounded border border-neutral-200 p-3 text-sm">
          <span
            className="h-8 w-24 rounded"
            style={{ background: theme ?? "#002FA7" }}
            aria-hidden
          />
          <span className="text-neutral-700">{t("themePreview")}</span>
        </div>
      </fieldset>
      <SaveRow error={error} busy={busy} />
    </form>
  );
}
