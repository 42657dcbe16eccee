import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

export { toast } from "sonner";

/** App-wide toast outlet. Render once near the root of the app. Neutral colours (not sonner's rich colours, whose text fails AA contrast); the type shows as an icon. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      visibleToasts={3}
      duration={4500}
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
