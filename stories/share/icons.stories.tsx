import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import {
  AlertIcon,
  ArrowIcon,
  CheckIcon,
  ChevronIcon,
  ClockIcon,
  DownloadIcon,
  ExternalIcon,
  FileIcon,
  LinkOffIcon,
  PlaneIcon,
  ShipIcon,
  TruckIcon,
} from "../../src/ui/icons";

const ICONS: [string, (props: { className?: string }) => React.JSX.Element][] = [
  ["ChevronIcon", ChevronIcon],
  ["ArrowIcon", ArrowIcon],
  ["PlaneIcon", PlaneIcon],
  ["ShipIcon", ShipIcon],
  ["TruckIcon", TruckIcon],
  ["FileIcon", FileIcon],
  ["ExternalIcon", ExternalIcon],
  ["DownloadIcon", DownloadIcon],
  ["AlertIcon", AlertIcon],
  ["CheckIcon", CheckIcon],
  ["ClockIcon", ClockIcon],
  ["LinkOffIcon", LinkOffIcon],
];

// The sizes the share pages use (size-3 to size-6).
const SIZES = ["size-3", "size-3.5", "size-4", "size-5", "size-6"];

function IconGrid({ dark = false }: { dark?: boolean }) {
  return (
    <table className={dark ? "bg-brand text-white" : "bg-white text-neutral-800"}>
      <caption className="sr-only">share icons</caption>
      <thead>
        <tr className="text-left text-xs">
          <th scope="col" className="px-3 py-2 font-medium">
            icon
          </th>
          {SIZES.map((size) => (
            <th key={size} scope="col" className="px-3 py-2 font-mono font-medium">
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ICONS.map(([name, Icon]) => (
          <tr key={name}>
            <th scope="row" className="px-3 py-1.5 text-left font-mono text-xs font-normal">
              {name}
            </th>
            {SIZES.map((size) => (
              <td key={size} className="px-3 py-1.5">
                <Icon className={size} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: "Share/Icons",
  component: IconGrid,
  parameters: { layout: "padded" },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof IconGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every exported icon at every size the share pages use, on white. */
export const AllIcons: Story = {};

/** The same grid in white on the brand colour, as in the share page header. */
export const OnBrand: Story = { args: { dark: true } };
