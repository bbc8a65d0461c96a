import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, type TableColumn } from "../../../src/ui/table";

afterEach(cleanup);

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: "a", name: "Pudong" },
  { id: "b", name: "Hongqiao" },
];

/** Columns as a screen builds them: new functions on every render. */
const columnsOfARender = (): TableColumn<Row>[] => [
  {
    id: "select",
    header: () => <input type="checkbox" aria-label="all" />,
    cell: ({ row }) => <input type="checkbox" aria-label={row.original.id} />,
  },
  { id: "name", header: () => "Name", cell: ({ row }) => <b>{row.original.name}</b> },
];

describe("DataTable", () => {
  it("keeps its headers and cells (their DOM nodes) when a render brings new column functions", () => {
    const { rerender } = render(
      <DataTable columns={columnsOfARender()} data={rows} getRowId={(r) => r.id} />,
    );
    const before = [...screen.getAllByRole("checkbox"), screen.getByText("Pudong")];
    rerender(<DataTable columns={columnsOfARender()} data={rows} getRowId={(r) => r.id} />);
    const after = [...screen.getAllByRole("checkbox"), screen.getByText("Pudong")];
    expect(after).toHaveLength(before.length);
    for (const [i, node] of after.entries()) expect(node).toBe(before[i]);
  });

  it("shows the default cell (the accessor's value) and text headers", () => {
    render(<DataTable<Row> columns={[{ accessorKey: "name", header: "Airport" }]} data={rows} />);
    expect(screen.getByRole("columnheader", { name: "Airport" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Hongqiao" })).toBeTruthy();
  });
});
