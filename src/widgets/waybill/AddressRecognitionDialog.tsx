import * as React from "react";
import type { AddressFields } from "../../domain/address";
import {
  type AddressRecognition,
  isUnreadableText,
  partyFromAddress,
  RECOGNITION_FILE_MAX,
  RECOGNITION_MESSAGES,
  RECOGNITION_TEXT_MAX,
} from "../../domain/address-recognition";
import type { PartyRole, WaybillParty } from "../../domain/waybill-record";
import { translateSource, useT } from "../../i18n";
import { serverErrorMessages } from "../../i18n/messages/server-errors";
import { waybillMessages } from "../../i18n/messages/waybill";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { FileUpload } from "../../ui/file-upload";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { RecognitionReview } from "./RecognitionReview";

export type RecognitionInput = { text: string } | { file: File };

export type RecognitionState =
  | { step: "input" }
  | { step: "loading" }
  | { step: "error"; message: string }
  | { step: "review"; result: AddressRecognition };

export type AddressRecognitionDialogProps = {
  open: boolean;
  role: PartyRole;
  /** Calls the server; rejects with an Error whose message is shown. */
  recognize: (input: RecognitionInput) => Promise<AddressRecognition>;
  onAccept: (party: WaybillParty) => void;
  onOpenChange: (open: boolean) => void;
  /** Start in a given state (stories). */
  initialState?: RecognitionState;
  initialText?: string;
};

/** Paste or upload → the server's reading → review and edit → accept into the party editor. */
export function AddressRecognitionDialog({
  open,
  role,
  recognize,
  onAccept,
  onOpenChange,
  initialState = { step: "input" },
  initialText = "",
}: AddressRecognitionDialogProps) {
  const t = useT(waybillMessages);
  const tServer = useT(serverErrorMessages);
  const roleLabel = t(role);
  const [state, setState] = React.useState<RecognitionState>(initialState);
  const [tab, setTab] = React.useState<"paste" | "upload">("paste");
  const [text, setText] = React.useState(initialText);
  const [file, setFile] = React.useState<File | null>(null);
  const [values, setValues] = React.useState<AddressFields>(
    initialState.step === "review" ? initialState.result.fields : {},
  );

  const run = async () => {
    let input: RecognitionInput;
    if (tab === "paste") {
      if (text.trim() === "") {
        setState({ step: "error", message: RECOGNITION_MESSAGES.empty });
        return;
      }
      if (isUnreadableText(text)) {
        // A file's bytes pasted as text (a PDF opened in an editor): not shown back as the
        // address text, the message says to upload the file instead.
        setText("");
        setState({ step: "error", message: RECOGNITION_MESSAGES.notText });
        return;
      }
      input = { text };
    } else {
      if (!file) {
        setState({ step: "error", message: RECOGNITION_MESSAGES.fileMissing });
        return;
      }
      if (file.size > RECOGNITION_FILE_MAX) {
        setState({ step: "error", message: RECOGNITION_MESSAGES.fileTooLarge });
        return;
      }
      input = { file };
    }
    setState({ step: "loading" });
    try {
      const result = await recognize(input);
      setValues(result.fields);
      setState({ step: "review", result });
    } catch (error) {
      setState({ step: "error", message: error instanceof Error ? error.message : String(error) });
    }
  };

  const reviewing = state.step === "review";
  const footer = reviewing ? (
    <>
      <Button variant="outline" onClick={() => setState({ step: "input" })}>
        {t("back")}
      </Button>
      <Button
        onClick={() => {
          onAccept(partyFromAddress(values, state.result.contact));
          onOpenChange(false);
        }}
      >
        {t("accept", { role: roleLabel })}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={() => onOpenChange(false)}>
        {t("close")}
      </Button>
      <Button onClick={run} loading={state.step === "loading"}>
        {state.step === "loading" ? t("recognizing") : t("start")}
      </Button>
    </>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="lg"
        title={t("recognizeTitle", { role: roleLabel })}
        description={reviewing ? t("acceptHint") : t("recognizeDescription")}
        closeLabel={t("close")}
        footer={footer}
      >
        {reviewing ? (
          <RecognitionReview result={state.result} values={values} onValuesChange={setValues} />
        ) : (
          <div className="flex flex-col gap-3">
            <Tabs value={tab} onValueChange={(v) => setTab(v as "paste" | "upload")}>
              <TabsList variant="pill">
                <TabsTrigger value="paste">{t("pasteTab")}</TabsTrigger>
                <TabsTrigger value="upload">{t("uploadTab")}</TabsTrigger>
              </TabsList>
              <TabsContent value="paste" className="flex flex-col gap-1">
                <label htmlFor="address-text" className="text-sm font-medium text-neutral-700">
                  {t("pasteLabel")}
                </label>
                <textarea
                  id="address-text"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  rows={8}
                  maxLength={RECOGNITION_TEXT_MAX}
                  placeholder={t("pastePlaceholder")}
                  spellCheck={false}
                  className="w-full rounded border border-neutral-300 bg-white px-3 py-2 font-mono text-sm text-neutral-900 placeholder:text-neutral-500 focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
                />
                <p className="self-end text-xs text-neutral-600">
                  {t("pasteCount", { count: text.length, max: RECOGNITION_TEXT_MAX })}
                </p>
              </TabsContent>
              <TabsContent value="upload" className="flex flex-col gap-2">
                <FileUpload
                  accept={[".pdf"]}
                  maxBytes={RECOGNITION_FILE_MAX}
                  buttonLabel={t("chooseFile")}
                  chosen={file?.name ?? null}
                  hint={t("fileHint")}
                  onFile={setFile}
                />
              </TabsContent>
            </Tabs>
            {state.step === "error" ? (
              <p
                role="alert"
                className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {translateSource(serverErrorMessages, tServer, state.message)}
              </p>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
