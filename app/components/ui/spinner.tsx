import * as React from "react";
import { Loader2 } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../../lib/utils";

export const spinnerVariants = cva("animate-spin", {
  variants: {
    size: {
      sm: "size-4",
      default: "size-5",
      lg: "size-8",
    },
  },
  defaultVariants: {
    size: "default",
  },
});

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** Text announced to assistive technology (visually hidden). */
    label?: string;
  };

/** Accessible loading indicator: a spinning icon plus a visually hidden status label. */
export function Spinner({ className, size, label = "Loading…", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-current", className)}
      {...props}
    >
      <Loader2 aria-hidden="true" focusable="false" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
