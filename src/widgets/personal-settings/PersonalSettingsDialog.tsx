import { useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import { SettingsForm } from "./SettingsForm";
import type { PersonalSettingsDialogProps } from "./types";

/** The personal settings dialog: a spinner or the load error until the settings arrive, then the form. */
export function PersonalSettingsDialog(props: PersonalSettingsDialogProps) {
  const t = useT(settingsMessages);
  const { open, onOpenChange, data, loadError } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {data ? (
        // A new load (another version) starts a fresh form.
        <SettingsForm key={`${data.userId}:${data.version}`} {...props} data={data} />
      ) : (
        <DialogContent width="2xl" title={t("title")} closeLabel={t("close")}>
          <div className="grid min-h-64 place-items-center text-center">
            {loadError ? (
              <div className="flex flex-col items-center gap-3">
                <p role="alert" className="text-sm text-red-800">
                  {t("loadFailed", { reason: loadError })}
                </p>
                <Button variant="outline" onClick={props.onReload}>
                  {t("retry")}
                </Button>
              </div>
            ) : (
              <span className="text-brand" role="status">
                <Spinner className="size-6" label={t("loading")} />
              </span>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
