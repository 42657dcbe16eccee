import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { FieldError } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { NEW_SITE } from "../sites.schema";

/** A site as a form's site field offers it. */
export type SiteChoice = { id: string; line: string; address: string };

type Field = { id: string; name: string; errorId: string; descriptionId: string; errors: string[] | undefined; initialValue?: unknown };

/**
 * The site of a job, quote or invoice: one of the chosen customer's sites (their first by default),
 * or "New site…" with its address typed here (added to the customer when the record is saved). The
 * sites of another customer are fetched when the customer changes; without JavaScript the form
 * offers the sites of the customer it was opened with.
 */
export function SiteField({
  customerId,
  initialSites,
  site,
  newAddress,
  newPostcode,
  onSiteChange,
}: {
  customerId: string | null;
  initialSites: SiteChoice[];
  site: Field;
  newAddress: Field;
  newPostcode: Field;
  onSiteChange?: (site: SiteChoice | null) => void;
}) {
  const fetcher = useFetcher<{ sites: SiteChoice[] }>();
  const [shownFor, setShownFor] = useState(customerId);
  const [sites, setSites] = useState(initialSites);
  const [value, setValue] = useState(() => {
    const initial = typeof site.initialValue === "string" ? site.initialValue : "";
    return initial || initialSites[0]?.id || "";
  });

  useEffect(() => {
    if (customerId === shownFor) return;
    setShownFor(customerId);
    setSites([]);
    setValue("");
    onSiteChange?.(null);
    if (customerId) fetcher.load(`/admin/customers/options?sitesOf=${encodeURIComponent(customerId)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId]);

  useEffect(() => {
    const loaded = fetcher.data?.sites;
    if (!loaded || fetcher.state !== "idle") return;
    setSites(loaded);
    setValue(loaded[0]?.id ?? "");
    onSiteChange?.(loaded[0] ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  function choose(id: string) {
    setValue(id);
    onSiteChange?.(sites.find((s) => s.id === id) ?? null);
  }

  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor={site.id}>Site</Label>
        <NativeSelect
          id={site.id}
          name={site.name}
          value={value}
          onChange={(e) => choose(e.currentTarget.value)}
          disabled={!customerId && sites.length === 0}
          aria-invalid={site.errors?.length ? true : undefined}
          aria-describedby={site.errors?.length ? site.errorId : site.descriptionId}
          className="w-full"
        >
          {sites.length === 0 ? <option value="">{customerId ? "The customer's address" : "Choose a customer first"}</option> : null}
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.line}
            </option>
          ))}
          {customerId ? <option value={NEW_SITE}>New site…</option> : null}
        </NativeSelect>
        <p id={site.descriptionId} className="text-sm text-muted-foreground">
          Where the work is. Invoices are addressed to the customer.
        </p>
        <FieldError field={site} />
      </div>
      {value === NEW_SITE ? (
        <div className="grid gap-4 rounded-md border p-3 md:grid-cols-[2fr_1fr]">
          <div className="space-y-2">
            <Label htmlFor={newAddress.id}>New site address *</Label>
            <Input
              id={newAddress.id}
              name={newAddress.name}
              defaultValue={typeof newAddress.initialValue === "string" ? newAddress.initialValue : ""}
              maxLength={500}
              autoComplete="off"
              aria-invalid={newAddress.errors?.length ? true : undefined}
              aria-describedby={newAddress.errors?.length ? newAddress.errorId : undefined}
            />
            <FieldError field={newAddress} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={newPostcode.id}>Postcode</Label>
            <Input
              id={newPostcode.id}
              name={newPostcode.name}
              defaultValue={typeof newPostcode.initialValue === "string" ? newPostcode.initialValue : ""}
              maxLength={10}
              autoComplete="off"
              className="uppercase"
              aria-invalid={newPostcode.errors?.length ? true : undefined}
              aria-describedby={newPostcode.errors?.length ? newPostcode.errorId : undefined}
            />
            <FieldError field={newPostcode} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
