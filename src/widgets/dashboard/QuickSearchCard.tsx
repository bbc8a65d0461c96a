import * as React from "react";
import { isAirportCode, normalizeAirportCode } from "../../domain/inquiry";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { BlockCard } from "./BlockCard";

export type QuickSearchCardProps = {
  initialOrigin?: string;
  initialDestination?: string;
  onSearch: (origin: string, destination: string) => void;
};

/** The online-inquiry card: two airport codes (letters, upper-cased, at most 3) and a search. */
export function QuickSearchCard({
  initialOrigin = "",
  initialDestination = "",
  onSearch,
}: QuickSearchCardProps) {
  const t = useT(dashboardMessages);
  const [origin, setOrigin] = React.useState(normalizeAirportCode(initialOrigin));
  const [destination, setDestination] = React.useState(normalizeAirportCode(initialDestination));
  const [tried, setTried] = React.useState(false);
  const originError = tried && !isAirportCode(origin) ? t("codeInvalid") : null;
  const destinationError = tried && !isAirportCode(destination) ? t("codeInvalid") : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (isAirportCode(origin) && isAirportCode(destination)) onSearch(origin, destination);
  };

  return (
    <BlockCard title={t("searchTitle")} tour="search" labelledBy="dash-search">
      <form noValidate onSubmit={submit} className="flex flex-1 flex-col gap-3">
        <p className="text-sm text-neutral-600">{t("searchHint")}</p>
        <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
          <Field label={t("origin")} error={originError}>
            <Input
              value={origin}
              maxLength={3}
              autoComplete="off"
              spellCheck={false}
              placeholder={t("originPlaceholder")}
              className="font-mono tracking-widest uppercase placeholder:normal-case"
              onChange={(e) => setOrigin(normalizeAirportCode(e.target.value))}
            />
          </Field>
          <button
            type="button"
            aria-label={t("swap")}
            onClick={() => {
              setOrigin(destination);
              setDestination(origin);
            }}
            className="mt-7 grid size-9 place-items-center rounded text-neutral-600 hover:bg-neutral-100 hover:text-brand"
          >
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M4 7h12l-3-3M16 13H4l3 3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <Field label={t("destination")} error={destinationError}>
            <Input
              value={destination}
              maxLength={3}
              autoComplete="off"
              spellCheck={false}
              placeholder={t("destinationPlaceholder")}
              className="font-mono tracking-widest uppercase placeholder:normal-case"
              onChange={(e) => setDestination(normalizeAirportCode(e.target.value))}
            />
          </Field>
        </div>
        <Button type="submit" className="mt-auto w-full">
          {t("queryBooking")}
        </Button>
      </form>
    </BlockCard>
  );
}
