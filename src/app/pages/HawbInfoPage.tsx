import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { ApiError } from "../../api/client";
import {
  checkOrderExist,
  createHawb,
  fetchHawb,
  fetchHawbDraftFromOrder,
  fetchHawbList,
  fetchHawbOfOrder,
  recognizeAddress,
  updateHawb,
} from "../../api/waybill";
import { EDGE_MESSAGES } from "../../contract/errors";
import type { HawbListItem, HawbRecord } from "../../contract/waybill";
import type { CreateSource } from "../../domain/address";
import { iataDate } from "../../domain/format";
import { type HawbPrintValues, WAYBILL_FIELD_NAMES } from "../../domain/waybill-fields";
import { EMPTY_PARTY, type HawbFormValues, hawbDraftForSetting } from "../../domain/waybill-record";
import { useT } from "../../i18n";
import { waybillMessages } from "../../i18n/messages/waybill";
import { useCan } from "../../ui/button-gate";
import { notify } from "../../ui/toast";
import { type HawbRecordInfo, HawbScreen } from "../../widgets/waybill/HawbScreen";
import { usePreferences } from "../personal-settings/queries";

const EMPTY_PRINT = Object.fromEntries(WAYBILL_FIELD_NAMES.map((n) => [n, ""])) as HawbPrintValues;

function emptyValues(): HawbFormValues {
  return {
    mawbNumber: "",
    internalNumber: "",
    businessScope: "AE",
    print: { ...EMPTY_PRINT },
    shipper: { ...EMPTY_PARTY },
    consignee: { ...EMPTY_PARTY },
  };
}

function valuesOf(record: Omit<HawbFormValues, "print"> & { print: Partial<HawbPrintValues> }) {
  return {
    mawbNumber: record.mawbNumber,
    internalNumber: record.internalNumber,
    businessScope: record.businessScope,
    print: { ...EMPTY_PRINT, ...record.print },
    shipper: { ...EMPTY_PARTY, ...record.shipper },
    consignee: { ...EMPTY_PARTY, ...record.consignee },
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Editing = {
  key: string;
  initial: HawbFormValues;
  record: HawbRecordInfo | null;
  /** The saved record's version as loaded; a save sends it back (409 when stale). */
  version?: number;
};

export default function HawbInfoPage() {
  const t = useT(waybillMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  // Saving a house waybill changes the air-export order's documents (decision 0054).
  const canSave = useCan("af_order_edit");
  const selectedId = Number(new URLSearchParams(search).get("id")) || null;
  // 分单打印 on an order: its house waybill, or a new one filled from the order.
  const ofOrder = new URLSearchParams(search).get("orderCode")?.trim() || null;
  const [list, setList] = React.useState<HawbListItem[]>([]);
  const [editing, setEditing] = React.useState<Editing>({
    key: "new-0",
    initial: emptyValues(),
    record: null,
  });
  const [saving, setSaving] = React.useState(false);
  const [missing, setMissing] = React.useState(false);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [duplicate, setDuplicate] = React.useState<{
    number: string;
    values: HawbFormValues;
  } | null>(null);
  const copyAwbInfo = usePreferences().aeHawbCopyAwbInfo;
  const [fromOrder, setFromOrder] = React.useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });
  const executedOn = React.useMemo(() => iataDate(Date.now()), []);

  const reloadList = React.useCallback(async () => {
    try {
      setList(await fetchHawbList());
    } catch (error) {
      notify("error", messageOf(error));
    }
  }, []);

  React.useEffect(() => {
    void reloadList();
  }, [reloadList]);

  const open = React.useCallback((record: HawbRecord) => {
    setEditing({
      key: `record-${record.id}-${record.updatedAt}`,
      initial: valuesOf(record),
      record: {
        orderCode: record.orderCode,
        createSource: record.createSource,
        sourceOrderCode: record.sourceOrderCode,
      },
      version: record.version,
    });
  }, []);

  // The id in the address is the waybill being edited, so a reload reopens it.
  React.useEffect(() => {
    if (selectedId === null) return;
    let live = true;
    setMissing(false);
    fetchHawb(selectedId)
      .then((record) => live && open(record))
      .catch((error: unknown) => {
        if (!live) return;
        // A waybill that is not there: said on the page, no retry (issue 35).
        if (messageOf(error) === EDGE_MESSAGES.waybillNotFound) setMissing(true);
        else notify("error", messageOf(error));
      });
    return () => {
      live = false;
    };
  }, [selectedId, open]);

  const startFromOrder = React.useCallback(
    async (orderCode: string) => {
      setFromOrder({ loading: true, error: null });
      try {
        const draft = hawbDraftForSetting(
          await fetchHawbDraftFromOrder(orderCode.trim()),
          copyAwbInfo,
        );
        navigate("/hawb_info_page");
        setEditing({
          key: `order-${orderCode}-${Date.now()}`,
          initial: valuesOf(draft),
          record: {
            orderCode: "",
            createSource: draft.createSource,
            sourceOrderCode: draft.sourceOrderCode,
          },
        });
        setFromOrder({ loading: false, error: null });
        return true;
      } catch (error) {
        setFromOrder({ loading: false, error: messageOf(error) });
        return false;
      }
    },
    [copyAwbInfo, navigate],
  );

  React.useEffect(() => {
    if (selectedId !== null || ofOrder === null) return;
    let live = true;
    fetchHawbOfOrder(ofOrder)
      .then(({ id }) => {
        if (!live) return;
        if (id !== null) navigate(`/hawb_info_page?id=${id}`, { replace: true });
        else void startFromOrder(ofOrder);
      })
      .catch((error: unknown) => live && notify("error", messageOf(error)));
    return () => {
      live = false;
    };
  }, [selectedId, ofOrder, navigate, startFromOrder]);

  const save = async (values: HawbFormValues) => {
    setSaving(true);
    setSaveError(null);
    const source: CreateSource = editing.record?.createSource ?? "CREATED_BY_SELF";
    const body = {
      ...values,
      createSource: source,
      sourceOrderCode: editing.record?.sourceOrderCode ?? "",
    };
    try {
      const record =
        selectedId !== null
          ? await updateHawb(selectedId, { ...body, version: editing.version ?? 1 })
          : await createHawb(body);
      setDuplicate(null);
      notify("success", t("saved"));
      open(record);
      void reloadList();
      if (record.id !== selectedId) navigate(`/hawb_info_page?id=${record.id}`, { replace: true });
    } catch (error) {
      setDuplicate(null);
      setSaveError(error instanceof ApiError ? error.message : messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const requestSave = async (values: HawbFormValues) => {
    setSaveError(null);
    if (values.internalNumber.trim() !== "") {
      try {
        const exists = await checkOrderExist({
          orderCode: editing.record?.orderCode ?? "",
          internalNumber: values.internalNumber,
          businessScope: values.businessScope,
        });
        if (exists === 1) {
          setDuplicate({ number: values.internalNumber.trim(), values });
          return;
        }
      } catch (error) {
        setSaveError(messageOf(error));
        return;
      }
    }
    await save(values);
  };

  return (
    <HawbScreen
      waybills={list}
      selectedId={selectedId}
      initial={editing.initial}
      formKey={editing.key}
      record={editing.record}
      executedOn={executedOn}
      canSave={canSave}
      missing={missing && selectedId !== null}
      saving={saving}
      saveError={saveError}
      duplicate={duplicate?.number ?? null}
      fromOrderError={fromOrder.error}
      fromOrderLoading={fromOrder.loading}
      onSelect={(id) => navigate(`/hawb_info_page?id=${id}`)}
      onNew={() => {
        setEditing({ key: `new-${Date.now()}`, initial: emptyValues(), record: null });
        setSaveError(null);
        navigate("/hawb_info_page");
      }}
      onFromOrder={startFromOrder}
      onSave={(values) => void requestSave(values)}
      onDuplicateContinue={() => duplicate && void save(duplicate.values)}
      onDuplicateCancel={() => setDuplicate(null)}
      recognize={(role, input) => recognizeAddress(input, role)}
    />
  );
}
