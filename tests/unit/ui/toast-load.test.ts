import { describe, expect, it, vi } from "vitest";

describe("toast runtime", () => {
  it("is asked for again after a failed load (offline, then the network is back)", async () => {
    let offline = true;
    const show = vi.fn();
    vi.doMock("../../../src/ui/toast-runtime", () => {
      if (offline) throw new Error("Failed to fetch dynamically imported module");
      return { show };
    });
    const { loadToastRuntime, notify } = await import("../../../src/ui/toast");
    await expect(loadToastRuntime()).rejects.toThrow();
    offline = false;
    notify("success", "保存成功");
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith("success", "保存成功", {}));
  });
});
