import * as React from "react";

import { cn } from "../../lib/utils";

/**
 * A table in a container that scrolls sideways when the table is wider, with a shadow at the edge
 * that has more columns. With `stack`, on screens narrower than the `md` breakpoint each row is
 * shown as a card instead, every cell beside its `label` (see `TableCell` and app.css).
 */
export function Table({ className, stack = false, ...props }: React.ComponentProps<"table"> & { stack?: boolean }) {
  return (
    <div data-slot="table-container" className="scroll-shadows relative w-full overflow-x-auto">
      <table
        data-slot="table"
        data-stack={stack ? "" : undefined}
        className={cn("w-full caption-bottom border-collapse text-sm", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return (
    <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />
  );
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("tr-base", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        "h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell. `label` is its column's name, shown before the value when the rows of a `stack` table are
 * cards; a cell without one (a row's title, its actions) takes the card's whole width.
 */
export function TableCell({ className, label, ...props }: React.ComponentProps<"td"> & { label?: string }) {
  return (
    <td
      data-slot="table-cell"
      data-label={label}
      className={cn("td-base", className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-4 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
