import * as React from "react";
import type { AddressRecognition } from "../../domain/address-recognition";
import type { HawbFormValues, PartyRole } from "../../domain/waybill-record";
import { useT } from "../../i18n";
import { waybillMessages } from "../../i18n/messages/waybill";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import type { RecognitionInput } from "./AddressRecognitionDialog";
import { DuplicatePrompt } from "./DuplicatePrompt";
import { HawbForm, type HawbFormProps } from "./HawbForm";
import { WaybillList, type WaybillListItem } from "./WaybillList";

export type HawbRecordInfo = {
  orderCode: string;
  createSource: "CREATED_BY_SELF" | "CREATED_BY_ORDER";
  sourceOrderCode: string;
};

export type HawbScreenProps = {
  waybills: WaybillListItem[];
  selectedId: number | null;
  /** The form's starting values; a new key resets the form. */
  initial: HawbFormValues;
  formKey: string;
  /** The saved record being edited, or a draft's source; null for a new waybill. */
  record: HawbRecordInfo | null;
  executedOn: string;
  saving?: boolean;
  saveError?: string | null;
  /** The internal number the server says exists; shows the prompt. */
  duplicate?: string | null;
  fromOrderError?: string | null;
  fromOrderLoading?: boolean;
  validateOnMount?: boolean;
  initialDialog?: HawbFormProps["initialDialog"];
  /** False for a role without af_order_edit: no save, and a note saying so (decision 0054). */
  canSave?: boolean;
  /**
   * The address names a waybill that does not exist (404): said above a new form, with no retry;
   * the list and 新建分单 are the ways on (issue 35).
   */
  missing?: boolean;
  onSelect: (id: number) => void;
  onNew: () => void;
  onFromOrder: (orderCode: string) => Promise<boolean>;
  onSave: (values: HawbFormValues) => void;
  onDuplicateContinue: () => void;
  onDuplicateCancel: () => void;
  recognize: (role: PartyRole, input: RecognitionInput) => Promise<AddressRecognition>;
};

/** /hawb_info_page: saved waybills beside the print form. */
export function HawbScreen(props: HawbScreenProps) {
  const t = useT(waybillMessages);
  const { record } = props;
  const [fromOrderOpen, setFromOrderOpen] = React.useState(false);
  const [orderCode, setOrderCode] = React.useState("");
  const [lastValues, setLastValues] = React.useState(props.initial);
  return (
    <div
      data-slot="hawb-screen"
      className="mx-auto flex max-w-[1440px] flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
          <p className="mt-0.5 text-sm text-neutral-600">{t("subtitle")}</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-neutral-700">
            {record ? (
              <>
                {record.orderCode ? (
                  <span>{t("recordCode", { code: record.orderCode })}</span>
                ) : null}
                <Badge tone={record.createSource === "CREATED_BY_ORDER" ? "brand" : "neutral"}>
                  {record.createSource === "CREATED_BY_ORDER"
                    ? t("sourceOrder", { order: record.sourceOrderCode })
                    : t("sourceSelf")}
                </Badge>
              </>
            ) : (
              <Badge tone="warning">{t("unsaved")}</Badge>
            )}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setFromOrderOpen(true)}>
            {t("fromOrder")}
          </Button>
          <Button variant="secondary" onClick={props.onNew}>
            {t("newWaybill")}
          </Button>
        </div>
      </header>
      {props.missing ? (
        <div
          role="alert"
          className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-medium">{t("notFoundTitle")}</p>
          <p className="mt-0.5">{t("notFoundHint")}</p>
        </div>
      ) : null}
      {props.canSave === false ? (
        <p
          role="status"
          className="rounded-md border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm text-neutral-800"
        >
          {t("readOnlyRole")}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <WaybillList
            items={props.waybills}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
          />
        </aside>
        <HawbForm
          key={props.formKey}
          initial={props.initial}
          executedOn={props.executedOn}
          submitting={props.saving ?? false}
          serverError={props.saveError ?? null}
          validateOnMount={props.validateOnMount ?? false}
          recognize={props.recognize}
          canSave={props.canSave !== false}
          {...(props.initialDialog ? { initialDialog: props.initialDialog } : {})}
          onSubmit={(values) => {
            setLastValues(values);
            props.onSave(values);
          }}
        />
      </div>
      <DuplicatePrompt
        internalNumber={props.duplicate ?? null}
        businessScope={lastValues.businessScope}
        busy={props.saving ?? false}
        onContinue={props.onDuplicateContinue}
        onCancel={props.onDuplicateCancel}
      />
      <Dialog open={fromOrderOpen} onOpenChange={setFromOrderOpen}>
        <DialogContent
          width="sm"
          title={t("fromOrderTitle")}
          description={t("fromOrderHint")}
          closeLabel={t("close")}
          footer={
            <>
              <Button variant="outline" onClick={() => setFromOrderOpen(false)}>
                {t("close")}
              </Button>
              <Button
                loading={props.fromOrderLoading ?? false}
                onClick={async () => {
                  if (await props.onFromOrder(orderCode)) setFromOrderOpen(false);
                }}
              >
                {t("load")}
              </Button>
            </>
          }
        >
          <Field label={t("orderCode")} error={props.fromOrderError}>
            <Input
              value={orderCode}
              onChange={(e) => setOrderCode(e.target.value)}
              autoComplete="off"
            />
          </Field>
        </DialogContent>
      </Dialog>
    </div>
  );
}
