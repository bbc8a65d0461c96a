import * as React from "react";
import * as v from "valibot";
import type { TariffCreate } from "../../contract/tariff";
import { TARIFF_COLUMNS, TARIFF_FIELDS_SCHEMA } from "../../domain/tariff";
import { useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { lookupColumnMessages } from "../../i18n/messages/lookup-columns";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Input } from "../../ui/input";

type Field = (typeof TARIFF_COLUMNS)[number][0];
type Values = Record<Field, string>;

const EMPTY: Values = Object.fromEntries(
  TARIFF_COLUMNS.map(([key]) => [key, key === "currency" ? "CNY" : ""]),
) as Values;
const CODES: ReadonlySet<Field> = new Set(["origin", "destination", "carrier", "currency"]);
const DATES: ReadonlySet<Field> = new Set(["validFrom", "validTo"]);

export type TariffCreateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the new tariff; rejects with the server's message (e.g. the route exists). */
  onCreate: (fields: TariffCreate) => Promise<void>;
  /** Stories: values and a message shown at first. */
  initialValues?: Partial<Values>;
  initialError?: string;
};

/** A new tariff by hand (/af_tariff_details, for the button af_tariff_edit). */
export function TariffCreateDialog(props: TariffCreateDialogProps) {
  const t = useT(lookupMessages);
  const tc = useT(lookupColumnMessages);
  const [values, setValues] = React.useState<Values>({ ...EMPTY, ...props.initialValues });
  const [error, setError] = React.useState<string | null>(props.initialError ?? null);
  const [busy, setBusy] = React.useState(false);
  const formId = React.useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The server's own rules, checked here first so a typo answers at once.
    const parsed = v.safeParse(TARIFF_FIELDS_SCHEMA, values);
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? t("failedSave"));
    setBusy(true);
    setError(null);
    try {
      await props.onCreate(parsed.output);
      setValues(EMPTY);
      props.onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width="lg"
        title={t("createTitle")}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {t("save")}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          data-slot="tariff-create"
          className="flex flex-col gap-3"
        >
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {TARIFF_COLUMNS.map(([key]) => (
              <div
                key={key}
                className={`flex flex-col gap-1 text-sm text-neutral-800 ${key === "remark" ? "col-span-2 sm:col-span-4" : ""}`}
              >
                <label htmlFor={`${formId}-${key}`} className="font-medium">
                  {tc(key)}
                </label>
                <Input
                  id={`${formId}-${key}`}
                  name={key}
                  value={values[key]}
                  inputMode={
                    CODES.has(key) || DATES.has(key) || key === "remark" ? "text" : "decimal"
                  }
                  type={DATES.has(key) ? "date" : "text"}
                  autoComplete="off"
                  onChange={(e) => {
                    const next = CODES.has(key) ? e.target.value.toUpperCase() : e.target.value;
                    setValues((prev) => ({ ...prev, [key]: next }));
                  }}
                />
              </div>
            ))}
          </div>
          <p className="text-xs text-neutral-600">{t("createHint")}</p>
          <div aria-live="polite" className="min-h-5 text-sm">
            {error ? (
              <p role="alert" className="text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
