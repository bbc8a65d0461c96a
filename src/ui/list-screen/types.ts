import type * as React from "react";

/** A list column: its label, how a row draws in it, and how it sorts, aligns and truncates. */
export type ListColumn<T> = {
  id: string;
  /** The header's text; also the field's label on a phone card. */
  header: string;
  cell: (row: T) => React.ReactNode;
  /**
   * The cell's whole text, shown as a tooltip while the cell is cut off (one row height, so long
   * text is truncated). Defaults to the cell when it is a string or a number.
   */
  text?: (row: T) => string;
  /** Numbers line up on the right. */
  align?: "start" | "end";
  /** The column sorts (the server's order): its state now; a click calls the screen's onSort. */
  sort?: "asc" | "desc" | "none";
  /** A row's buttons: never truncated, drawn at the foot of a phone card. */
  actions?: boolean;
  /** The widest a cell grows before it is cut off (a Tailwind max-width class); default max-w-64. */
  maxWidth?: string;
};

/** Rows ticked across pages, owned by the screen (it exports or locks them). */
export type ListSelection<T> = {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** The row's checkbox's accessible name, in the list's words ("选择订单 AE202611250001"). */
  labelOf: (row: T) => string;
};

/** What the phone's card of a row shows: its title column and its key fields. */
export type ListCard = {
  /** The column drawn as the card's heading (e.g. the order code). */
  title: string;
  /** The columns listed under it, label and value, in this order. */
  fields: readonly string[];
};

/** What the empty table says, and what it offers to do. */
export type ListEmpty = {
  text: string;
  /** A call to action (新建, 清除查询条件…). */
  action?: React.ReactNode;
};
