import * as React from "react";
import type { OrgRelease, ReleaseList } from "../../contract/hrs-org";
import { formatTimestamp } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { DataTable, type TableColumn } from "../../ui/table";
import { orgText } from "./text";

export type ReleaseScreenProps = {
  releases: Loadable<ReleaseList>;
  onRetry: () => void;
  onPublish: (note: string) => void;
  busy?: boolean;
  error?: string | null;
};

/** /hrs_version: publish a release, after which members' open pages reload (issue 20). */
export function ReleaseScreen(props: ReleaseScreenProps) {
  const t = useT(hrsOrgMessages);
  const lang = useLang();
  const [note, setNote] = React.useState("");
  const columns = React.useMemo<TableColumn<OrgRelease>[]>(
    () => [
      {
        id: "release",
        header: t("colRelease"),
        cell: ({ row }) => <span className="font-mono tabular-nums">r{row.original.release}</span>,
      },
      {
        id: "note",
        header: t("colNote"),
        cell: ({ row }) => <span className="break-words">{row.original.note || "-"}</span>,
      },
      { id: "by", header: t("colBy"), cell: ({ row }) => row.original.publishedBy ?? "-" },
      {
        id: "at",
        header: t("colAt"),
        cell: ({ row }) => (
          <span className="tabular-nums">{formatTimestamp(row.original.publishedAt, lang)}</span>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <div
      data-slot="release-screen"
      className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("versionTitle")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("versionIntro")}</p>
      </div>
      <LoadState
        value={props.releases}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(data) => (
          <>
            <dl className="grid grid-cols-1 gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-neutral-600">{t("build")}</dt>
                <dd className="break-all font-mono text-neutral-900">{data.build}</dd>
              </div>
              <div>
                <dt className="text-neutral-600">{t("current")}</dt>
                <dd className="break-all font-mono font-medium text-neutral-900">{data.current}</dd>
              </div>
            </dl>
            <form
              noValidate
              className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:flex-row sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                props.onPublish(note.trim());
              }}
            >
              <Field label={t("note")} error={orgText(t, props.error)} className="flex-1">
                <Input
                  value={note}
                  maxLength={200}
                  placeholder={t("notePlaceholder")}
                  onChange={(e) => setNote(e.target.value)}
                />
              </Field>
              <Button type="submit" disabled={props.busy}>
                {props.busy ? t("publishing") : t("publish")}
              </Button>
            </form>
            <DataTable
              columns={columns}
              data={data.releases}
              caption={t("releases")}
              empty={t("noReleases")}
              getRowId={(r) => String(r.release)}
              density="compact"
            />
          </>
        )}
      </LoadState>
    </div>
  );
}
