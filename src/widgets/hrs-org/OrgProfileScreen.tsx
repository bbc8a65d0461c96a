import * as React from "react";
import * as v from "valibot";
import type { OrgProfile } from "../../contract/hrs-org";
import { type OrgEdition, type OrgProfileInput, orgProfileSchema } from "../../domain/hrs-org";
import { useT } from "../../i18n";
import { editionMessages } from "../../i18n/messages/edition";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { Button } from "../../ui/button";
import { DatePicker } from "../../ui/date-picker";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Segmented } from "../../ui/segmented";
import { orgText } from "./text";

export type OrgProfileScreenProps = {
  profile: Loadable<OrgProfile>;
  onRetry: () => void;
  onSave: (input: OrgProfileInput) => void;
  busy?: boolean;
  /** The server's refusal of the last save (its Chinese text). */
  error?: string | null;
};

/** /hrs_org: the organisation's name, edition and validity (issue 20). */
export function OrgProfileScreen(props: OrgProfileScreenProps) {
  const t = useT(hrsOrgMessages);
  return (
    <div
      data-slot="org-profile-screen"
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("profileTitle")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("profileIntro")}</p>
      </div>
      <LoadState
        value={props.profile}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(profile) => (
          <ProfileForm
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

function ProfileForm({
  profile,
  onSave,
  busy,
  error,
}: {
  profile: OrgProfile;
  onSave: (input: OrgProfileInput) => void;
  busy: boolean;
  error: string | null;
}) {
  const t = useT(hrsOrgMessages);
  const editionName = useT(editionMessages);
  const editionLabel = React.useId();
  const [name, setName] = React.useState(profile.name);
  const [edition, setEdition] = React.useState<OrgEdition>(profile.orgVersion);
  const [validUntil, setValidUntil] = React.useState(profile.validUntil ?? "");
  const [website, setWebsite] = React.useState(profile.website ?? "");
  const [issues, setIssues] = React.useState<Record<string, string>>({});
  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-5"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = v.safeParse(orgProfileSchema, {
          name,
          orgVersion: edition,
          validUntil: validUntil || null,
          website: website.trim() || null,
          version: profile.version,
        });
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.issues) {
            const key = String(issue.path?.[0]?.key ?? "");
            next[key] ??= issue.message;
          }
          setIssues(next);
          return;
        }
        setIssues({});
        onSave(parsed.output);
      }}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-neutral-600">{t("code")}</dt>
          <dd className="font-mono font-medium text-neutral-900">{profile.code}</dd>
        </div>
        <div>
          <dt className="text-neutral-600">{t("members")}</dt>
          <dd className="tabular-nums font-medium text-neutral-900">{profile.memberCount}</dd>
        </div>
      </dl>
      <Field label={t("name")} error={orgText(t, issues.name)} required>
        <Input autoComplete="organization" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <div className="flex flex-col gap-1.5">
        <span id={editionLabel} className="text-sm font-medium text-neutral-800">
          {t("orgVersion")}
        </span>
        <Segmented
          aria-labelledby={editionLabel}
          name="orgVersion"
          value={edition}
          onValueChange={setEdition}
          options={[
            { value: "FULL", label: editionName("FULL") },
            { value: "BOOKING", label: editionName("BOOKING") },
          ]}
        />
      </div>
      <Field
        label={t("validUntil")}
        hint={t("validUntilHint")}
        error={orgText(t, issues.validUntil)}
      >
        <DatePicker value={validUntil} onValueChange={setValidUntil} />
      </Field>
      <Field label={t("website")} hint={t("websiteHint")} error={orgText(t, issues.website)}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          value={website}
          placeholder="https://"
          onChange={(e) => setWebsite(e.target.value)}
        />
      </Field>
      <SaveRow error={error} busy={busy} />
    </form>
  );
}

/** The form's foot: the server's refusal, and the save button. */
export function SaveRow({ error, busy }: { error: string | null; busy: boolean }) {
  const t = useT(hrsOrgMessages);
  return (
    <>
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {orgText(t, error)}
        </p>
      ) : null}
      <div className="flex justify-end border-t border-neutral-200 pt-4">
        <Button type="submit" disabled={busy}>
          {busy ? t("saving") : t("save")}
        </Button>
      </div>
    </>
  );
}
