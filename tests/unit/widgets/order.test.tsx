import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_FIELDS_SCHEMA, ORDER_MESSAGES } from "../../../src/domain/order";
import { DEFAULT_PREFERENCES, preferencesFrom } from "../../../src/domain/scope-preferences";
import { LangProvider, translate } from "../../../src/i18n";
import { orderMessages } from "../../../src/i18n/messages/order";
import { newOrderFields, roundInput, withDigits } from "../../../src/widgets/order/defaults";
import { OrderForm } from "../../../src/widgets/order/OrderForm";
import { orderIssueText } from "../../../src/widgets/order/order-text";

afterEach(cleanup);

/** 2026-11-25 22:30 Beijing time: tomorrow is the 26th there, still the 25th in UTC. */
const NOW = Date.UTC(2026, 10, 25, 14, 30);

describe("a new order's defaults", () => {
  it("take the scope's station upper-cased, the default date and AE's loading time", () => {
    const prefs = preferencesFrom({
      orderAeDefaultStation: " pvg ",
      orderAeDefaultDate: "TOMORROW",
      orderSeDefaultStation: "cnsha",
    });
    const ae = newOrderFields("AE", prefs, NOW);
    expect(ae.departure).toBe("PVG");
    expect(ae.businessDate).toBe("2026-11-26");
    expect(ae.loadingDate).toBe("2026-11-26 02:30");
    const se = newOrderFields("SE", prefs, NOW);
    expect(se).toMatchObject({ departure: "CNSHA", businessDate: "", loadingDate: "" });
  });

  it("give an air order the user's warehouse of its direction, other scopes none", () => {
    const prefs = preferencesFrom({ aeWarehouseId: "PVG-W3", aiWarehouseId: "WGQ-2" });
    expect(newOrderFields("AE", prefs, NOW).warehouse).toBe("PVG-W3");
    expect(newOrderFields("AI", prefs, NOW).warehouse).toBe("WGQ-2");
    expect(newOrderFields("SE", prefs, NOW).warehouse).toBe("");
  });

  it("wait for a flight date when the loading time follows it", () => {
    const prefs = preferencesFrom({ loadingDateType: "FLIGHTDATE", orderAeDefaultDate: "TODAY" });
    expect(newOrderFields("AE", prefs, NOW)).toMatchObject({
      businessDate: "2026-11-25",
      loadingDate: "",
    });
  });
});

describe("figures rounded to the user's digits", () => {
  it.each([
    ["1000", 2, "1000.00"],
    ["12.345", 2, "12.35"],
    ["1.005", 2, "1.01"],
    ["99.995", 2, "100.00"],
    ["0.4", 0, "0"],
    ["9.5", 0, "10"],
    ["12,5", 2, "12,5"],
    ["", 2, ""],
  ])("%s with %i digits → %s", (text, digits, out) => {
    expect(roundInput(text, digits)).toBe(out);
  });

  it("still pass the shared schema", () => {
    const fields = withDigits(
      {
        ...newOrderFields("AE", DEFAULT_PREFERENCES, NOW),
        customerName: "甲",
        businessDate: "2026-11-25",
        planWeight: "12.5",
      },
      { weight: 3, volume: 3, chargeWeight: 3 },
    );
    expect(fields.planWeight).toBe("12.500");
    expect(v.safeParse(ORDER_FIELDS_SCHEMA, fields).success).toBe(true);
  });
});

describe("the schema's messages in English", () => {
  const t = translate(orderMessages, "en-US");
  it.each([
    [
      "预报毛重应为数字，最多 3 位小数",
      "Planned gross weight must be a number with at most 3 decimals",
    ],
    ["客户名称不能超过 100 个字符", "Customer name must be at most 100 characters"],
    [
      "航班/开船日期应为 YYYY-MM-DD 格式的日期",
      "Flight or sailing date must be a date as YYYY-MM-DD",
    ],
    ["实际毛重不能超过 99999999", "Confirmed gross weight must be at most 99999999"],
    ["主单号不符合模7规则", "The AWB number fails the modulo-7 check"],
    [ORDER_MESSAGES.stale, "Someone else changed this order. Reload it and try again."],
    ["未知的消息", "未知的消息"],
  ])("%s", (zh, en) => {
    expect(orderIssueText(zh, t)).toBe(en);
  });
});

describe("OrderForm", () => {
  const setup = (locked = false) => {
    const onSubmit = vi.fn();
    render(
      <LangProvider lang="zh-CN">
        <OrderForm
          scope="AE"
          initial={newOrderFields("AE", preferencesFrom({ orderAeDefaultStation: "pvg" }), NOW)}
          digits={{ weight: 2, volume: 3, chargeWeight: 2 }}
          locked={locked}
          onSubmit={onSubmit}
        />
      </LangProvider>,
    );
    return { onSubmit };
  };

  it("refuses a draft without a customer, then saves the typed order with 2 weight digits", async () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请输入客户名称")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("业务日期"), { target: { value: "2026-11-25" } });
    fireEvent.change(screen.getByLabelText("客户名称"), { target: { value: "上海测试客户" } });
    const weight = screen.getByLabelText("预报毛重");
    fireEvent.change(weight, { target: { value: "1000" } });
    fireEvent.blur(weight);
    await waitFor(() => expect((weight as HTMLInputElement).value).toBe("1000.00"));
    fireEvent.change(screen.getByLabelText("实际毛重"), { target: { value: "1200" } });
    // Planned against confirmed is a warning, not a block.
    expect(await screen.findByText(/预报与实际不符/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      customerName: "上海测试客户",
      departure: "PVG",
      planWeight: "1000.00",
      confirmWeight: "1200",
    });
  });

  it("is read-only and offers no save while locked", () => {
    setup(true);
    expect((screen.getByLabelText("客户名称") as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "保存" })).toBeNull();
  });
});
