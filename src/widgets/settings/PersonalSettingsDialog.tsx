/** The personal settings dialog; its parts live in ./personal-settings, one file per section. */
export { PersonalSettingsDialog } from "./personal-settings/PersonalSettingsDialog";
export {
  type CcUserOption,
  type EditPersonalBody,
  EMPTY_OPTIONS,
  type LabelledOption,
  type PersonalSettingsDialogProps,
  type SaveError,
  type SettingsOptions,
  type VerifyResult,
} from "./personal-settings/types";
