import * as React from "react";
import type { OrgRelease, ReleaseList } from "../../contract/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { ListBody, type ListColumn, type ListPage, useListDate } from "../../ui/list-screen";
import type { Loadable } from "../../ui/loadable";
import { orgText } from "./text";

export type ReleaseScreenProps = {
  releases: Loadable<ReleaseList>;
  onRetry: () => void;
  onPublish: (note: string) => void;
  busy?: boolean;
  error?: string | null;
};

/**
 * /hrs_version: publish a release, after which members' open pages reload (issue 20). The
 * releases are a list on the template's body (src/ui/list-screen): skeleton rows, the error box,
 * cards on a phone, the pager (one page: every release is listed).
 */
export function ReleaseScreen(props: ReleaseScreenProps) {
  const t = useT(hrsOrgMessages);
  const date = useListDate();
  const [note, setNote] = React.useState("");
  const columns = React.useMemo<ListColumn<OrgRelease>[]>(
    () => [
      {
        id: "release",
        header: t("colRelease"),
        text: (r) => `r${r.release}`,
        cell: (r) => <span className="font-mono tabular-nums">r{r.release}</span>,
      },
      { id: "note", header: t("colNote"), maxWidth: "max-w-96", cell: (r) => r.note || "-" },
      { id: "by", header: t("colBy"), cell: (r) => r.publishedBy ?? "-" },
      {
        id: "at",
        header: t("colAt"),
        text: (r) => date(r.publishedAt),
        cell: (r) => <span className="tabular-nums">{date(r.publishedAt)}</span>,
      },
    ],
    [t, date],
  );
  const { releases } = props;
  const data = releases.status === "ready" ? releases.data : null;
  const page: Loadable<ListPage<OrgRelease>> =
    releases.status === "ready"
      ? {
          status: "ready",
          data: {
            records: releases.data.releases,
            total: releases.data.releases.length,
            current: 1,
            size: Math.max(releases.data.releases.length, 1),
          },
        }
      : releases;
  return (
    <div
      data-slot="release-screen"
      className="flex w-full min-w-0 flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("versionTitle")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("versionIntro")}</p>
      </div>
      {data ? (
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
        </>
      ) : null}
      <ListBody<OrgRelease>
        caption={t("releases")}
        result={page}
        onRetry={props.onRetry}
        onPage={() => undefined}
        columns={columns}
        getRowId={(r) => String(r.release)}
        card={{ title: "release", fields: ["note", "by", "at"] }}
        empty={{ text: t("noReleases") }}
      />
    </div>
  );
}
