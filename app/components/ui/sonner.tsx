import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

export { toast } from "sonner";

/** App-wide toast outlet. Render once near the root of the app. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      visibleToasts={3}
      duration={4500}
      richColors
      closeButton
      style={
        {
          "--normal-bg": "var(--color-popover)",
          "--normal-text": "var(--color-popover-foreground)",
          "--normal-border": "var(--color-border)",
          "--border-radius": "var(--radius-md)",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
