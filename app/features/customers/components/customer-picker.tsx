import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { CustomerOption } from "../customers.schema";

/**
 * A searchable customer field: typing asks the server for up to ten matches (name, e-mail, phone,
 * postcode or address), so it works with any number of customers. Options with the same name show
 * what tells them apart (phone, e-mail, sites, when added). The chosen id is posted as `name`.
 */
export function CustomerPicker({
  id,
  name,
  initial,
  error,
  errorId,
  onChange,
}: {
  id: string;
  name: string;
  initial: CustomerOption | null;
  error?: string;
  errorId?: string;
  onChange?: (option: CustomerOption | null) => void;
}) {
  const fetcher = useFetcher<{ options: CustomerOption[] }>();
  const [chosen, setChosen] = useState<CustomerOption | null>(initial);
  const [text, setText] = useState(initial?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const options = fetcher.data?.options ?? [];

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(value: string) {
    setText(value);
    setChosen(null);
    onChange?.(null);
    setActive(0);
    clearTimeout(timer.current);
    if (value.trim().length === 0) {
      setOpen(false);
      return;
    }
    setOpen(true);
    timer.current = setTimeout(() => fetcher.load(`/admin/customers/options?q=${encodeURIComponent(value.trim())}`), 150);
  }

  function choose(option: CustomerOption) {
    setChosen(option);
    setText(option.name);
    setOpen(false);
    onChange?.(option);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (!open || options.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((a) => (a + 1) % options.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((a) => (a - 1 + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <input type="hidden" name={name} value={chosen?.id ?? ""} />
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        placeholder="Search by name, phone, e-mail or postcode"
        value={text}
        onChange={(e) => search(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error && errorId ? errorId : undefined}
      />
      {chosen ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {chosen.detail}
          {chosen.tellApart ? <span className="block text-xs wrap-anywhere">{chosen.tellApart}</span> : null}
        </p>
      ) : null}
      {open ? (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover p-1 shadow-md">
          {options.length === 0 ? (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">{fetcher.state === "idle" ? "No customers found" : "Searching..."}</li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn("cursor-pointer rounded-sm px-2 py-1.5 text-sm", index === active && "bg-accent text-accent-foreground")}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                <span className="font-medium">{option.name}</span>
                <span className="block text-xs text-muted-foreground">{option.detail}</span>
                {option.tellApart ? <span className="block text-xs text-muted-foreground wrap-anywhere">{option.tellApart}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
