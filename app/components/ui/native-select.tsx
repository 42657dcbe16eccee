import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "../../lib/utils";

export type NativeSelectProps = React.ComponentProps<"select"> & {
  /** Class names for the positioning wrapper around the `<select>`. */
  wrapperClassName?: string;
};

/**
 * A styled native `<select>`. Works without JavaScript (progressive
 * enhancement) and keeps the platform's own keyboard and screen-reader
 * behaviour. Children are ordinary `<option>` / `<optgroup>` elements.
 */
export function NativeSelect({ className, wrapperClassName, multiple, ...props }: NativeSelectProps) {
  return (
    <div
      data-slot="native-select-wrapper"
      className={cn("relative w-full has-[select:disabled]:opacity-50", wrapperClassName)}
    >
      <select
        data-slot="native-select"
        multiple={multiple}
        className={cn(
          "w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-hidden md:text-sm",
          multiple ? "min-h-20 pr-3" : "h-10 pr-9",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          "disabled:cursor-not-allowed",
          "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
          className,
        )}
        {...props}
      />
      {multiple ? null : (
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      )}
    </div>
  );
}

export function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}

export function NativeSelectOptGroup(props: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="native-select-optgroup" {...props} />;
}
