import { defineMessages } from "..";

/** Business scope names (spec §4), keyed by the scope code of src/domain/scope.ts. */
export const scopeMessages = defineMessages(
  {
    AE: "空运出口",
    AI: "空运进口",
    SE: "海运出口",
    SI: "海运进口",
    TE: "铁路出口",
    TI: "铁路进口",
    LC: "陆运",
    IO: "其他业务",
  },
  {
    AE: "Air export",
    AI: "Air import",
    SE: "Sea export",
    SI: "Sea import",
    TE: "Rail export",
    TI: "Rail import",
    LC: "Road transport",
    IO: "Other business",
  },
);
