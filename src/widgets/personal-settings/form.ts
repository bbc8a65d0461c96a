import { valibotResolver } from "@hookform/resolvers/valibot";
import * as React from "react";
import { type FieldErrors, type FieldPath, type UseFormReturn, useForm } from "react-hook-form";
import {
  type PersonalSettings,
  type PersonalSettingsContext,
  type PersonalSettingsInput,
  type PersonalSettingsView,
  personalSettingsSchema,
  SETTINGS_FIELDS,
} from "../../domain/personal-settings";
import { type Lang, useLang, useT } from "../../i18n";
import { settingsMessages } from "../../i18n/messages/personal-settings";
import { errorText } from "./error-text";
import type { LabelledOption } from "./types";

/** The form's values, what its sections share, and how a field's error reads. */
export type FormValues = PersonalSettingsInput;
export type Name = FieldPath<FormValues>;
export type SettingsFormApi = UseFormReturn<FormValues, unknown, PersonalSettings>;
export type Register = SettingsFormApi["register"];
export type FieldError = (name: string) => string | undefined;
export type YesNo = readonly { value: "0" | "1"; label: string }[];

export const FORM_ID = "personal-settings-form";

export const MAIL_KEYS = [
  "userEmail",
  "mailAddress",
  "mailSmtp",
  "mailUser",
  "mailVerifyCode",
  "mailSsl",
  "mailPort",
] as const;

export function contextOf(data: PersonalSettingsView): PersonalSettingsContext {
  return {
    admin: data.loginRole === "admin",
    emailSet: data.userEmail !== "" && data.userEmail !== undefined,
    savedMail: data.mailPasswordSet ? { smtp: data.mailSmtp, user: data.mailUser } : null,
  };
}

export function formValuesOf(data: PersonalSettingsView): PersonalSettingsInput {
  const source = data as unknown as Record<string, unknown>;
  return Object.fromEntries(
    SETTINGS_FIELDS.map((name) => [name, source[name]]),
  ) as unknown as PersonalSettingsInput;
}

/** The first message under a field, nested ones (a cc list's items) included. */
export function messageOf(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const found = (errors as Record<string, unknown>)[name];
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
    for (const child of Object.values(node)) {
      const inner = walk(child);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(found);
}

/** A field's error in the page language. */
export function useFieldError(errors: FieldErrors<FormValues>): FieldError {
  const lang = useLang();
  return (name) => errorText(messageOf(errors, name), lang);
}

/** A server option's label in the page language (the server sends both). */
export function optionLabel(option: LabelledOption, lang: Lang): string {
  return lang === "en-US" ? (option.labelEn ?? option.label) : option.label;
}

/**
 * The settings as a form: the schema for this user (admin, e-mail already set, saved mail), the
 * form, how a field's error reads, and the yes/no options. The dialog and the sections' stories
 * build their form here.
 */
export function useSettingsForm(data: PersonalSettingsView) {
  const t = useT(settingsMessages);
  const ctx = React.useMemo(() => contextOf(data), [data]);
  const schema = React.useMemo(() => personalSettingsSchema(ctx), [ctx]);
  const defaults = React.useMemo(() => formValuesOf(data), [data]);
  const form = useForm<FormValues, unknown, PersonalSettings>({
    resolver: valibotResolver(schema),
    defaultValues: defaults,
    mode: "onTouched",
    // "all" keeps the resolver from stopping at the first failed cross-field rule, so every
    // missing mail field is marked at once.
    criteriaMode: "all",
  });
  const error = useFieldError(form.formState.errors);
  const yesNo: YesNo = [
    { value: "1", label: t("yes") },
    { value: "0", label: t("no") },
  ];
  return { form, ctx, defaults, error, yesNo };
}
