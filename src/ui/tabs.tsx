import * as RadixTabs from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "./cn";

type TabsVariant = VariantProps<typeof tabsListVariants>["variant"];
const TabsVariantContext = React.createContext<TabsVariant>("line");

export const tabsListVariants = cva("flex", {
  variants: {
    variant: {
      line: "gap-5 border-b border-neutral-200",
      pill: "gap-1 self-start rounded-md bg-neutral-100 p-1",
      vertical: "shrink-0 flex-col gap-0.5 border-r border-neutral-200 pr-2",
    },
  },
  defaultVariants: { variant: "line" },
});

export const tabsTriggerVariants = cva(
  "inline-flex items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap text-neutral-600 transition-colors hover:text-brand disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        line: "-mb-px border-b-2 border-transparent px-0.5 py-2.5 data-[state=active]:border-brand data-[state=active]:text-brand",
        pill: "rounded px-3 py-1.5 data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow-sm",
        vertical:
          "justify-start rounded px-3 py-2 text-left data-[state=active]:bg-brand-50 data-[state=active]:text-brand",
      },
    },
    defaultVariants: { variant: "line" },
  },
);

/** The root's and a panel's classes, for markup that must look like the tabs without them. */
export const TABS_ROOT =
  "flex flex-col gap-3 data-[orientation=vertical]:flex-row data-[orientation=vertical]:gap-4";
export const TABS_PANEL = "min-w-0 outline-none data-[orientation=vertical]:flex-1";

export function Tabs({ className, ...props }: React.ComponentProps<typeof RadixTabs.Root>) {
  return (
    // Radix stamps data-orientation; a vertical list sits beside its panels, not above them.
    <RadixTabs.Root data-slot="tabs" className={cn(TABS_ROOT, className)} {...props} />
  );
}

export function TabsList({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof RadixTabs.List> & VariantProps<typeof tabsListVariants>) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <RadixTabs.List
        data-slot="tabs-list"
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export function TabsTrigger({
  className,
  ...props
}: React.ComponentProps<typeof RadixTabs.Trigger>) {
  const variant = React.useContext(TabsVariantContext);
  return (
    <RadixTabs.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content data-slot="tabs-content" className={cn(TABS_PANEL, className)} {...props} />
  );
}
