export type { ListCardsProps } from "./list-cards";
export { ListCards } from "./list-cards";
export type {
  ListBodyProps,
  ListExportState,
  ListFilterBar,
  ListPage,
  ListScreenProps,
} from "./list-screen";
export { ListBody, ListScreen, useListDate } from "./list-screen";
export type { ListTableProps } from "./list-table";
export { ListTable, ROW_HEIGHT } from "./list-table";
export type { ListCard, ListColumn, ListEmpty, ListSelection } from "./types";
