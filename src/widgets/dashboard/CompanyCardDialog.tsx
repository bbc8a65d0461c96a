import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Dialog, DialogContent } from "../../ui/dialog";
import type { ActiveCompany } from "./ActiveIndexCard";

/**
 * A member's business card. Profile, advantages and contact are plain text from the member:
 * rendered as text with their line breaks kept, never as HTML.
 */
export function CompanyCardDialog({
  company,
  onClose,
}: {
  company: ActiveCompany | null;
  onClose: () => void;
}) {
  const t = useT(dashboardMessages);
  return (
    <Dialog open={company !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {company ? (
        <DialogContent
          width="md"
          title={company.orgName}
          description={`${t("rank", { n: company.rankNumber })} · ${t("activeIndex", { value: company.activeIndex })}`}
        >
          <dl className="flex flex-col gap-4">
            {(
              [
                ["cardProfile", company.companyProfile],
                ["cardAdvantage", company.companyAdvantage],
                ["cardContact", company.companyContactInfo],
              ] as const
            ).map(([key, text]) => (
              <div key={key}>
                <dt className="mb-1 text-xs font-medium tracking-wide text-neutral-600">
                  {t(key)}
                </dt>
                <dd className="text-sm leading-6 break-words whitespace-pre-line text-neutral-900">
                  {text.trim() ? text : <span className="text-neutral-600">{t("cardEmpty")}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
