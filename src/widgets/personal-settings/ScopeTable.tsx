import * as React from "react";
import { Controller } from "react-hook-form";
import {
  DEFAULT_DATES,
  type DigitsKind,
  FEE_SERVICES,
  LOCK_STATUSES,
  maxDigits,
  scopeFields,
} from "../../domain/personal-settings";
import { BUSINESS_SCOPES } from "../../domain/scope";
import { useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { scopeMessages } from "../../i18n/messages/scope";
import { Input } from "../../ui/input";
import { useOverflow } from "../../ui/use-overflow";
import type { FieldError, Name, Register, SettingsFormApi } from "./form";
import { FormSelect } from "./layout";

/** Per business type: digits, default date, station, lock filter and fee service in one table. */
export function ScopeTable({
  control,
  error: err,
  register,
}: {
  control: SettingsFormApi["control"];
  error: FieldError;
  register: Register;
}) {
  const t = useT(settingsMessages);
  const scopeLabel = useT(scopeMessages);
  const tableLabel = t("scopeTable");
  const [scrollRef, scrolls] = useOverflow<HTMLDivElement>("x");
  const digitColumns: [DigitsKind, string][] = [
    ["weight", t("digitsWeight")],
    ["volume", t("digitsVolume")],
    ["chargeWeight", t("digitsChargeWeight")],
  ];
  const dateOptions = DEFAULT_DATES.map((d) => ({
    value: d,
    label: { "": t("dateNone"), TODAY: t("dateToday"), TOMORROW: t("dateTomorrow") }[d],
  }));
  const lockOptions = LOCK_STATUSES.map((s) => ({
    value: s,
    label: { "2": t("lockAll"), "1": t("lockLocked"), "0": t("lockUnlocked") }[s],
  }));
  const feeOptions = FEE_SERVICES.map((f) => ({
    value: f,
    label: { CN: t("feeCN"), EN: t("feeEN"), "CN<EN>": t("feeCNEN"), "EN<CN>": t("feeENCN") }[f],
  }));
  return (
    <div
      ref={scrollRef}
      className="-mx-1 overflow-x-auto px-1 pb-1"
      // While it scrolls sideways (a phone), it is a named region keyboard users can reach.
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": tableLabel } : {})}
    >
      <table className="w-full min-w-[880px] table-fixed border-collapse text-sm">
        <thead>
          <tr className="border-b border-neutral-200 text-left text-xs text-neutral-600">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {t("scope")}
            </th>
            {digitColumns.map(([kind, label]) => (
              <th key={kind} scope="col" className="w-[76px] px-1.5 py-1.5 font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="w-[118px] px-1.5 py-1.5 font-medium">
              {t("defaultDate")}
            </th>
            <th scope="col" className="w-[104px] px-1.5 py-1.5 font-medium">
              {t("defaultStation")}
            </th>
            <th scope="col" className="w-[110px] px-1.5 py-1.5 font-medium">
              {t("lockStatus")}
            </th>
            <th scope="col" className="w-[168px] px-1.5 py-1.5 font-medium">
              {t("feeService")}
            </th>
          </tr>
        </thead>
        <tbody>
          {BUSINESS_SCOPES.map((scope) => {
            const f = scopeFields(scope);
            const rowLabel = `${scope} ${scopeLabel(scope)}`;
            return (
              <tr key={scope} className="border-b border-neutral-100 align-top last:border-b-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal whitespace-nowrap">
                  <span className="font-medium text-neutral-900">{scope}</span>{" "}
                  <span className="text-neutral-600">{scopeLabel(scope)}</span>
                </th>
                {digitColumns.map(([kind, label]) => (
                  <Cell key={kind} error={err(f.digits[kind])}>
                    {(wiring) => (
                      <Controller
                        control={control}
                        name={f.digits[kind] as Name}
                        render={({ field }) => (
                          <Input
                            size="sm"
                            inputMode="numeric"
                            maxLength={1}
                            aria-label={`${rowLabel} ${label}`}
                            title={`0–${maxDigits(scope, kind)}`}
                            name={field.name}
                            ref={field.ref}
                            onBlur={field.onBlur}
                            value={typeof field.value === "number" ? String(field.value) : ""}
                            onChange={(e) => {
                              // Decimal places are forced numeric (spec §5).
                              const digits = e.target.value.replace(/\D/g, "").slice(-1);
                              field.onChange(digits === "" ? null : Number(digits));
                            }}
                            {...wiring}
                          />
                        )}
                      />
                    )}
                  </Cell>
                ))}
                <Cell error={err(f.defaultDate)}>
                  {(wiring) => (
                    <FormSelect
                      control={control}
                      name={f.defaultDate as Name}
                      size="sm"
                      aria-label={`${rowLabel} ${t("defaultDate")}`}
                      options={dateOptions}
                      {...wiring}
                    />
                  )}
                </Cell>
                <Cell error={err(f.defaultStation)}>
                  {(wiring) => (
                    <Input
                      size="sm"
                      maxLength={10}
                      autoComplete="off"
                      spellCheck={false}
                      className="uppercase"
                      aria-label={`${rowLabel} ${t("defaultStation")}`}
                      {...register(f.defaultStation as Name, {
                        setValueAs: (value: string) => value.toUpperCase(),
                      })}
                      {...wiring}
                    />
                  )}
                </Cell>
                <Cell error={err(f.lockStatus)}>
                  {(wiring) => (
                    <FormSelect
                      control={control}
                      name={f.lockStatus as Name}
                      size="sm"
                      aria-label={`${rowLabel} ${t("lockStatus")}`}
                      options={lockOptions}
                      {...wiring}
                    />
                  )}
                </Cell>
                <Cell error={err(f.feeService)}>
                  {(wiring) => (
                    <FormSelect
                      control={control}
                      name={f.feeService as Name}
                      size="sm"
                      aria-label={`${rowLabel} ${t("feeService")}`}
                      options={feeOptions}
                      {...wiring}
                    />
                  )}
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A table cell with its control and, under it, the control's error. */
function Cell({
  error,
  children,
}: {
  error: string | undefined;
  children: (wiring: { "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const id = React.useId();
  return (
    <td className="px-1.5 py-1.5">
      {children(error ? { "aria-invalid": true, "aria-describedby": id } : {})}
      {error ? (
        <p id={id} role="alert" className="mt-0.5 text-xs leading-4 text-red-700">
          {error}
        </p>
      ) : null}
    </td>
  );
}
