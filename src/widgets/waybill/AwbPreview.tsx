import type * as React from "react";
import type { HawbFormValues, WaybillParty } from "../../domain/waybill-record";
import { useT } from "../../i18n";
import { waybillMessages } from "../../i18n/messages/waybill";

// Only the waybill prints: everything else on the page is hidden while printing.
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 8mm; }
  body * { visibility: hidden !important; }
  [data-awb-print], [data-awb-print] * { visibility: visible !important; }
  [data-awb-print] { position: fixed; left: 0; top: 0; width: 100%; box-shadow: none !important; }
}`;

function partyLines(party: WaybillParty): string[] {
  const locality = [party.city, party.state, party.postcode].filter(Boolean).join(" ");
  return [
    party.name,
    party.address,
    [locality, party.country].filter(Boolean).join(" "),
    party.contact ? `ATTN ${party.contact}` : "",
    [party.telephone && `TEL ${party.telephone}`, party.fax && `FAX ${party.fax}`]
      .filter(Boolean)
      .join("  "),
  ].filter(Boolean);
}

function Box({
  label,
  children,
  className = "",
}: {
  label: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`border-t border-l border-neutral-800 px-1.5 py-1 ${className}`}>
      <p className="text-[9px] leading-tight text-neutral-600">{label}</p>
      <div className="min-h-4 font-mono text-[12px] leading-snug font-medium whitespace-pre-wrap text-neutral-950">
        {children}
      </div>
    </div>
  );
}

export type AwbPreviewProps = {
  values: HawbFormValues;
  /** Printed in "Executed on (date)"; passed in so stories stay fixed. */
  executedOn: string;
};

/**
 * A house waybill in the IATA air-waybill layout (Resolution 600a boxes), drawn in HTML/CSS on an
 * A4-proportioned sheet; window.print() prints this sheet alone.
 */
export function AwbPreview({ values, executedOn }: AwbPreviewProps) {
  const t = useT(waybillMessages);
  const p = values.print;
  // The airline prefix, then the serial as typed: everything after the first dash, so a number
  // with a second dash (a check digit written apart) loses nothing.
  const dash = values.mawbNumber.indexOf("-");
  const [prefix, serial] =
    dash >= 0
      ? [values.mawbNumber.slice(0, dash), values.mawbNumber.slice(dash + 1)]
      : [values.mawbNumber.slice(0, 3), values.mawbNumber.slice(3)];
  return (
    // The sheet keeps its paper width; on a phone it scrolls sideways, and the scrolling area
    // takes keyboard focus so it can be scrolled without a pointer.
    <section
      className="overflow-x-auto focus-visible:outline-offset-[-2px]"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      aria-label={t("previewTitle")}
    >
      <style>{PRINT_CSS}</style>
      <article
        data-awb-print
        className="mx-auto w-[760px] border-r border-b border-neutral-800 bg-white text-neutral-950 shadow-sm"
      >
        <div className="grid grid-cols-2">
          <div className="flex items-baseline gap-3 border-t border-l border-neutral-800 px-1.5 py-1 font-mono text-sm font-semibold">
            <span>{prefix}</span>
            <span>{p.departure}</span>
            <span>{serial}</span>
          </div>
          <div className="flex items-baseline justify-end gap-2 border-t border-l border-neutral-800 px-1.5 py-1 font-mono text-sm font-semibold">
            <span className="text-[9px] font-normal text-neutral-600">{t("hawbBox")}</span>
            {p.hawbNumber}
          </div>
        </div>
        <div className="grid grid-cols-2">
          <div className="grid grid-cols-[1fr_10rem]">
            <Box label={t("shipperBox")} className="row-span-2 min-h-24">
              {partyLines(values.shipper).join("\n")}
            </Box>
            <Box label={t("shipperAccount")}>{values.shipper.code}</Box>
            <Box label=""> </Box>
          </div>
          <div className="flex flex-col justify-between border-t border-l border-neutral-800 px-1.5 py-1">
            <p className="text-[9px] leading-tight text-neutral-600">{t("awbNotNegotiable")}</p>
            <p className="text-base font-semibold tracking-wide">{t("awbTitle")}</p>
            <p className="text-[9px] leading-tight text-neutral-600">
              {t("awbIssuedBy")} {p.agentName}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2">
          <div className="grid grid-cols-[1fr_10rem]">
            <Box label={t("consigneeBox")} className="row-span-2 min-h-24">
              {partyLines(values.consignee).join("\n")}
            </Box>
            <Box label={t("consigneeAccount")}>{values.consignee.code}</Box>
            <Box label=""> </Box>
          </div>
          <Box label={t("shipperCertifies")} className="text-[9px] leading-tight" />
        </div>
        <div className="grid grid-cols-2">
          <div className="grid grid-cols-2">
            <Box label={t("agentBox")} className="col-span-2">
              {[p.agentName, p.executedAt].filter(Boolean).join("  ")}
            </Box>
            <Box label={t("agentCode")}>{p.iataAgentCode}</Box>
            <Box label={t("accountNo")}>{p.accountNumber}</Box>
          </div>
          <Box label={t("handlingBox")} className="min-h-20">
            {p.otherServiceInfo}
          </Box>
        </div>
        <div className="grid grid-cols-[2fr_repeat(6,1fr)]">
          <Box label={t("departureBox")}>{p.departure}</Box>
          <Box label={t("toBox")}>{p.destination}</Box>
          <Box label={t("byBox")}>{p.carrier}</Box>
          <Box label={t("currencyBox")}>{p.currency}</Box>
          <Box label={t("declaredCarriageBox")}>{p.declaredValueCarriage}</Box>
          <Box label={t("declaredCustomsBox")}>{p.declaredValueCustoms}</Box>
          <Box label={t("insuranceValueBox")}>{p.insuranceValue}</Box>
        </div>
        <div className="grid grid-cols-[2fr_2fr_1fr_2fr]">
          <Box label={t("destinationBox")}>{p.destination}</Box>
          <Box label={t("flightBox")}>{p.flightNumber}</Box>
          <Box label={t("insuranceBox")}>{p.insuranceAmount}</Box>
          <Box label={t("hsBox")}>{p.hsCode}</Box>
        </div>
        <div className="grid grid-cols-[5rem_6rem_3rem_6rem_6rem_7rem_1fr]">
          <Box label={t("piecesBox")} className="min-h-28">
            {p.pieces}
            {p.linePieces ? `\n(${p.linePieces})` : ""}
          </Box>
          <Box label={t("grossBox")}>{p.grossWeight}</Box>
          <Box label={t("kgBox")}>{p.grossWeight ? "K" : ""}</Box>
          <Box label={t("chargeableBox")}>{p.chargeableWeight}</Box>
          <Box label={t("rateBox")}>{p.rateCharge}</Box>
          <Box label={t("totalBox")}>{p.total}</Box>
          <Box label={t("goodsBox")}>
            {[p.goodsNameEn, p.volume ? `${t("volumeBox").toUpperCase()} ${p.volume} CBM` : ""]
              .filter(Boolean)
              .join("\n")}
          </Box>
        </div>
        <div className="grid grid-cols-[1fr_1fr]">
          <Box label={t("signatureShipper")} className="min-h-12">
            {p.shipperSignature}
          </Box>
          <div className="grid grid-cols-3">
            <Box label={t("executedOn")}>{executedOn}</Box>
            <Box label={t("executedAtBox")}>{p.executedAt}</Box>
            <Box label={t("signatureCarrier")}>{p.carrierSignature}</Box>
          </div>
        </div>
      </article>
    </section>
  );
}
