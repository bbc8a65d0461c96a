import type { PersonalSettings, PersonalSettingsView } from "../../domain/personal-settings";
import type { CheckEmailInput } from "../../domain/personal-settings-check-email";
import type { SelectMenuOption as SelectOption } from "../../ui/select-menu";

export type LabelledOption = { value: string; label: string; labelEn?: string | undefined };
export type CcUserOption = { userId: number; label: string; email: string };

export type SettingsOptions = {
  countryCodes: readonly LabelledOption[];
  languages: readonly LabelledOption[];
  barcodeSizes: readonly LabelledOption[];
  aeWarehouses: readonly SelectOption[];
  aiWarehouses: readonly SelectOption[];
  ccUsers: readonly CcUserOption[];
};

export const EMPTY_OPTIONS: SettingsOptions = {
  countryCodes: [],
  languages: [],
  barcodeSizes: [],
  aeWarehouses: [],
  aiWarehouses: [],
  ccUsers: [],
};

/** The PUT body: every field, userEmail left out once the account has one. */
export type EditPersonalBody = Omit<PersonalSettings, "userEmail"> & { userEmail?: string };

export type VerifyResult = { ok: boolean; message: string };
export type SaveError = { message: string; conflict: boolean };

export type PersonalSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null while loading. */
  data: PersonalSettingsView | null;
  options: SettingsOptions;
  loadError?: string | null;
  helpUrl?: string | null;
  saving?: boolean;
  saveError?: SaveError | null;
  verifying?: boolean;
  verifyResult?: VerifyResult | null;
  /** The default-cc section starts open. */
  defaultCcOpen?: boolean;
  onSave: (body: EditPersonalBody) => void;
  onVerify: (body: CheckEmailInput) => void;
  /** Load again: after a load failure, or a save refused because another window saved first. */
  onReload: () => void;
};
