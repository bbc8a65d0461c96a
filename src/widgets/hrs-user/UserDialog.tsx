import { valibotResolver } from "@hookform/resolvers/valibot";
import * as React from "react";
import { Controller, useForm } from "react-hook-form";
import type { HrsDept, HrsRole, HrsUser } from "../../contract/hrs-user";
import {
  type EditUser,
  editUserSchema,
  MAINLAND_AREA,
  type NewUser,
  newUserSchema,
  PHONE_AREAS,
  type PhoneArea,
} from "../../domain/hrs-user";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { SelectMenu } from "../../ui/select-menu";
import { hrsText } from "./text";

export type UserDialogProps = {
  open: boolean;
  /** The user being edited; none: a new user. */
  user: HrsUser | null;
  roles: HrsRole[];
  /** The departments a user may be put in (none: the field is left out). */
  depts: HrsDept[];
  onSubmit: (form: NewUser | EditUser) => void;
  onClose: () => void;
  saving?: boolean;
  /** The server's refusal (its Chinese text; shown through the catalogue). */
  error?: string | null;
};

type Form = {
  loginType: number;
  loginName: string | null;
  cname: string;
  ename: string | null;
  phone: string | null;
  phoneArea: PhoneArea;
  email: string | null;
  roleId: number | undefined;
  deptId: number | null;
  loginRole?: "staff" | "partner";
  version?: number;
};

const nullIfEmpty = (value: unknown) => (value === "" ? null : value);
const numberOrUndefined = (value: unknown) =>
  value === "" || value === undefined ? undefined : Number(value);

/** Add or edit one user: login (when new), names, contacts and role, checked as the server does. */
export function UserDialog(props: UserDialogProps) {
  const t = useT(hrsUserMessages);
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? null : props.onClose())}>
      <DialogContent
        width="md"
        title={props.user ? t("editTitle") : t("addTitle")}
        closeLabel={t("close")}
      >
        {/* A fresh form per user, so an edit never starts from the last one's values. */}
        <UserForm
          key={props.user ? `${props.user.userId}:${props.user.version}` : "new"}
          {...props}
        />
      </DialogContent>
    </Dialog>
  );
}

function defaults(user: HrsUser | null): Form {
  if (!user) {
    return {
      loginType: 1,
      loginName: null,
      cname: "",
      ename: null,
      phone: null,
      phoneArea: MAINLAND_AREA,
      email: null,
      roleId: undefined,
      deptId: null,
      loginRole: "staff",
    };
  }
  return {
    loginType: user.loginRole === "admin" ? 2 : user.email ? 1 : 0,
    loginName: user.loginName,
    cname: user.cname,
    ename: user.ename,
    phone: user.phone,
    phoneArea: (PHONE_AREAS as readonly string[]).includes(user.phoneArea)
      ? (user.phoneArea as PhoneArea)
      : MAINLAND_AREA,
    email: user.email,
    roleId: user.roleId ?? undefined,
    deptId: user.deptId,
    version: user.version,
  };
}

function UserForm({
  user,
  roles,
  depts,
  onSubmit,
  onClose,
  saving = false,
  error,
}: UserDialogProps) {
  const t = useT(hrsUserMessages);
  const editing = user !== null;
  // Another organisation's account: its names and contacts are shown, not changed (issue 33).
  const locked = editing && !user.owned;
  const areaId = React.useId();
  const form = useForm<Form>({
    // The schemas are the server's: what passes here is what the server accepts.
    resolver: (raw, context, options) => {
      // A select left at its placeholder may still hold the DOM's "" here.
      const values = { ...raw, deptId: raw.deptId ? Number(raw.deptId) : null };
      if (editing) {
        const { cname, ename, phone, phoneArea, email, roleId, deptId, version } = values;
        return valibotResolver(editUserSchema)(
          { cname, ename, phone, phoneArea, email, roleId, deptId, version } as never,
          context,
          options as never,
        ) as never;
      }
      const { version: _v, ...rest } = values;
      const loginRole = rest.loginType === 2 ? undefined : rest.loginRole;
      const { loginRole: _r, ...body } = rest;
      return valibotResolver(newUserSchema)(
        (loginRole ? { ...body, loginRole } : body) as never,
        context,
        options as never,
      ) as never;
    },
    defaultValues: defaults(user),
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const loginType = Number(watch("loginType"));
  // A check over the whole form (no login for the chosen type) lands on the login's field.
  const loginError = hrsText(t, errors[""]?.message ?? errors.root?.message);
  const errorOf = (name: keyof Form) => hrsText(t, errors[name]?.message);
  const roleOptions = roles.map((r) => ({ value: String(r.roleId), label: r.name }));
  const deptOptions = depts.map((d) => ({ value: String(d.deptId), label: d.name }));
  // The user's own department stays shown (and kept on save) when it is not among the options:
  // the list has not arrived, or the department was deleted meanwhile (decisions 0069).
  if (user?.deptId != null && !depts.some((d) => d.deptId === user.deptId)) {
    deptOptions.push({ value: String(user.deptId), label: user.deptName ?? t("deptGone") });
  }
  // The role and department lists may arrive after the form opened. A select registered before
  // its options existed read back "none", so a save would have cleared the user's role and
  // department: when its list first arrives, a select still at "none" takes the user's again.
  const listed = { roleId: roleOptions.length > 0, deptId: deptOptions.length > 0 };
  const restored = React.useRef({ roleId: false, deptId: false });
  React.useEffect(() => {
    const initial = defaults(user);
    for (const name of ["roleId", "deptId"] as const) {
      if (!listed[name] || restored.current[name]) continue;
      restored.current[name] = true;
      const value = initial[name];
      if (value == null || form.getValues(name) != null) continue;
      // As the select's DOM value, a string (its setValueAs makes it a number again).
      form.setValue(name, String(value) as never);
    }
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => onSubmit(values as unknown as NewUser | EditUser))}
    >
      {editing && !user.owned ? (
        <p className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("notOwnedNote", { owner: user.ownerOrgName ?? "—" })}
        </p>
      ) : null}
      {editing ? (
        <p className="text-sm text-neutral-700">
          {t("loginIs")}
          <span className="font-mono text-neutral-900">
            {user.loginName ?? user.email ?? user.phone ?? "—"}
          </span>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("loginType")} required>
            <Controller
              control={form.control}
              name="loginType"
              render={({ field }) => (
                <SelectMenu
                  name={field.name}
                  options={[
                    { value: "0", label: t("loginByPhone") },
                    { value: "1", label: t("loginByEmail") },
                    { value: "2", label: t("loginByAdmin") },
                  ]}
                  value={String(field.value)}
                  onValueChange={(v) => field.onChange(Number(v))}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Field>
          {loginType === 2 ? (
            <Field label={t("loginName")} error={errorOf("loginName") ?? loginError} required>
              <Input autoComplete="off" {...register("loginName", { setValueAs: nullIfEmpty })} />
            </Field>
          ) : (
            <Field label={t("loginRole")} required>
              <Controller
                control={form.control}
                name="loginRole"
                render={({ field }) => (
                  <SelectMenu
                    name={field.name}
                    options={[
                      { value: "staff", label: t("staff") },
                      { value: "partner", label: t("partner") },
                    ]}
                    value={String(field.value ?? "")}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Field>
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("cname")} error={errorOf("cname")} required>
          <Input autoComplete="off" readOnly={locked} {...register("cname")} />
        </Field>
        <Field label={t("ename")} error={errorOf("ename")}>
          <Input
            autoComplete="off"
            readOnly={locked}
            {...register("ename", { setValueAs: nullIfEmpty })}
          />
        </Field>
        <Field
          label={t("phone")}
          hint={t("phoneHint")}
          error={
            errorOf("phone") ??
            errorOf("phoneArea") ??
            (loginType === 0 && !editing ? loginError : undefined)
          }
          required={!editing && loginType === 0}
        >
          <div className="flex gap-2">
            {/* Its own name: the field's label and error belong to the number. */}
            {locked ? (
              <>
                {/* Shown, not changed: a select cannot be read-only, and a disabled one sends nothing. */}
                <input type="hidden" {...register("phoneArea")} />
                <span className="w-20 shrink-0">
                  <Input
                    id={areaId}
                    aria-label={t("phoneArea")}
                    readOnly
                    value={form.getValues("phoneArea")}
                  />
                </span>
              </>
            ) : (
              <span className="w-24 shrink-0">
                <Controller
                  control={form.control}
                  name="phoneArea"
                  render={({ field }) => (
                    <SelectMenu
                      // Its own name: the field's label and error belong to the number.
                      id={areaId}
                      aria-label={t("phoneArea")}
                      name={field.name}
                      options={PHONE_AREAS.map((area) => ({ value: area, label: area }))}
                      value={String(field.value ?? "")}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </span>
            )}
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              readOnly={locked}
              {...register("phone", { setValueAs: nullIfEmpty })}
            />
          </div>
        </Field>
        <Field
          label={t("email")}
          error={errorOf("email") ?? (loginType === 1 && !editing ? loginError : undefined)}
          required={!editing && loginType === 1}
        >
          <Input
            type="email"
            autoComplete="off"
            readOnly={locked}
            {...register("email", { setValueAs: nullIfEmpty })}
          />
        </Field>
        <Field label={t("role")} error={errorOf("roleId")} required>
          <Controller
            control={form.control}
            name="roleId"
            render={({ field }) => (
              <SelectMenu
                name={field.name}
                options={roleOptions}
                placeholder={t("rolePlaceholder")}
                value={field.value == null ? "" : String(field.value)}
                onValueChange={(v) => field.onChange(numberOrUndefined(v))}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
        <Field label={t("dept")} error={errorOf("deptId")}>
          <Controller
            control={form.control}
            name="deptId"
            render={({ field }) => (
              <SelectMenu
                name={field.name}
                options={[{ value: "", label: t("noDept") }, ...deptOptions]}
                value={field.value == null ? "" : String(field.value)}
                onValueChange={(v) => field.onChange(numberOrUndefined(v) ?? null)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {hrsText(t, error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-neutral-200 pt-4">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
