import type { PersonalSettingsView } from "../../src/domain/personal-settings";
import { defaultPersonalSettings } from "../../src/domain/personal-settings-defaults";
import type { SettingsOptions } from "../../src/widgets/personal-settings/types";

/** A staff member who has never saved settings: defaults, no e-mail, no phone. */
export const EMPTY: PersonalSettingsView = {
  ...defaultPersonalSettings({ userId: 12 }),
  orgName: "上海演示国际货运代理有限公司",
  userName: "李强",
  loginRole: "staff",
  mailPasswordSet: false,
  userEmail: "",
  userEname: "",
  phoneNumber: "",
  internationalCountryCode: "",
};

/** A staff member with everything filled in and mail sending on. */
export const FILLED: PersonalSettingsView = {
  ...defaultPersonalSettings({ userId: 7 }),
  version: 4,
  orgName: "上海演示国际货运代理有限公司",
  userName: "张敏",
  loginRole: "staff",
  userEmail: "staff@demo.example",
  userEname: "Min Zhang",
  phoneNumber: "138 0000 0099",
  internationalCountryCode: "+86",
  paramText: "zh-CN",
  orderEditNewPage: true,
  orderSaveClosePage: false,
  orderAeDigitsWeight: 2,
  orderAeDefaultDate: "TODAY",
  orderAeDefaultStation: "PVG",
  personalAeLockPageLockStatus: "1",
  feeAeDefaultService: "CN<EN>",
  orderAiDefaultStation: "PVG",
  orderSeDefaultStation: "CNSHA",
  orderSeDefaultDate: "TOMORROW",
  orderLcDigitsWeight: 0,
  orderAeDefaultBarcodeLabelSize: "100x75",
  orderAeHawbCopyAwbInfo: "1",
  loadingDateType: "LOCALTIME",
  aeWarehouseId: "1",
  aiWarehouseId: "4",
  mailValid: "1",
  mailName: "张敏 · 上海演示",
  mailSmtp: "smtp.exmail.qq.com",
  mailUser: "staff@demo.example",
  mailVerifyCode: "",
  mailPasswordSet: true,
  mailSsl: "1",
  mailPort: 465,
  mailSignature: "张敏 Min Zhang\n上海演示国际货运代理有限公司 · 空运出口部\n电话 021-5555 0101",
  orderTrackCcUser: [1, 3],
  sendGoodsNotifyCcUser: [1],
  sendBillCcUser: [],
  sendInventoryCcUser: [3, 5],
} as PersonalSettingsView;

export const ADMIN: PersonalSettingsView = {
  ...FILLED,
  userId: 1,
  userName: "系统管理员",
  userEname: "Admin",
  userEmail: "admin@demo.example",
  loginRole: "admin",
  mailName: "上海演示 运营部",
  mailAddress: "ops@demo.example",
  mailUser: "ops@demo.example",
  mailSignature: "上海演示国际货运代理有限公司 运营部\n电话 021-5555 0100",
};

export const OPTIONS: SettingsOptions = {
  countryCodes: [
    { value: "+86", label: "中国大陆", labelEn: "Chinese mainland" },
    { value: "+852", label: "中国香港", labelEn: "Hong Kong, China" },
    { value: "+1", label: "美国 / 加拿大", labelEn: "United States / Canada" },
    { value: "+49", label: "德国", labelEn: "Germany" },
  ],
  languages: [
    { value: "zh-CN", label: "简体中文" },
    { value: "en-US", label: "English" },
  ],
  barcodeSizes: [
    { value: "100x100", label: "100 × 100 mm" },
    { value: "100x75", label: "100 × 75 mm" },
    { value: "100x50", label: "100 × 50 mm" },
  ],
  aeWarehouses: [
    { value: "1", label: "浦东国际机场货运站 PACTL" },
    { value: "2", label: "东方航空物流货站" },
  ],
  aiWarehouses: [
    { value: "4", label: "浦东机场进口货站" },
    { value: "5", label: "外高桥保税物流仓" },
  ],
  ccUsers: [
    { userId: 1, label: "系统管理员", email: "admin@demo.example" },
    { userId: 3, label: "王芳", email: "partner@demo.example" },
    { userId: 5, label: "欧阳志远", email: "zhiyuan.ouyang@demo.example" },
    { userId: 7, label: "张敏", email: "staff@demo.example" },
  ],
};

/** The settings dialog's stories: a desktop viewport tall enough to capture the whole dialog. */
export const SETTINGS_VIEWPORT = {
  options: {
    settings: {
      name: "Settings 1280×1200",
      styles: { width: "1280px", height: "1200px" },
      type: "desktop",
    },
  },
};
