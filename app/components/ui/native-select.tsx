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
        className={cn("select", multiple ? "select-many" : "select-one", className)}
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
