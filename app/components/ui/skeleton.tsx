import * as React from "react";

import { cn } from "../../lib/utils";

/**
 * Decorative loading placeholder (hidden from assistive technology by
 * default). Pair it with a `Spinner` or other live status text if the
 * loading state must be announced.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
