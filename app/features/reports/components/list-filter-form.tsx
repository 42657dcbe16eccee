import { Form, Link } from "react-router";
import { LabelOptions } from "~/components/label-options";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { DATE_MEANING, SERVICE_CHOICES, STATUS_CHOICES, filteredHref, type FilteredList, type ListFilters } from "../list-filters";

export type FilterData = {
  q: string;
  filters: ListFilters;
  /** Why the filters in the address were not used, or null. */
  filterError: string | null;
  engineers: { id: string; name: string }[];
};

/** The list's props for AdminListPage's `filtered`: its form, its pages' and export's URLs. */
export function filteredListProps(list: FilteredList, pathname: string, data: FilterData & { page: number }) {
  const { q, filters } = data;
  const query = filteredHref("", { q, ...filters });
  return {
    form: <ListFilterForm list={list} pathname={pathname} data={data} />,
    href: (page: number) => filteredHref(pathname, { q, ...filters, page }),
    exportHref: `${pathname}/export.csv${query}`,
    active: Object.values(filters).some(Boolean),
  };
}

const fieldClass = "flex min-w-0 flex-col gap-1 text-sm";

/**
 * A list's search and filters in one GET form: whatever is chosen goes into the address, so the list
 * works without JavaScript, can be shared, and the back button returns to the previous filters.
 */
export function ListFilterForm({ list, pathname, data }: { list: FilteredList; pathname: string; data: FilterData }) {
  const { q, filters, filterError, engineers } = data;
  const statuses = STATUS_CHOICES[list];
  return (
    <Form method="get" action={pathname} role="search" aria-label={`Filter ${list}`} className="space-y-3">
      {filterError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {filterError} The list below is not filtered.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className={fieldClass}>
          Search
          <Input type="search" name="q" defaultValue={q} maxLength={200} aria-label={`Search ${list}`} placeholder={`Search ${list}...`} />
        </label>
        <label className={fieldClass}>
          Status
          <NativeSelect name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any</option>
            <LabelOptions labels={statuses} />
          </NativeSelect>
        </label>
        <label className={fieldClass}>
          {DATE_MEANING[list]} from
          <Input type="date" name="from" defaultValue={filters.from ?? ""} />
        </label>
        <label className={fieldClass}>
          {DATE_MEANING[list]} to
          <Input type="date" name="to" defaultValue={filters.to ?? ""} />
        </label>
        <label className={fieldClass}>
          Service
          <NativeSelect name="service" defaultValue={filters.service ?? ""}>
            <option value="">Any</option>
            {SERVICE_CHOICES.map((service) => (
              <option key={service} value={service}>
                {SERVICE_TYPE_LABELS[service]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={fieldClass}>
          Town or postcode district
          <Input type="text" name="area" defaultValue={filters.area ?? ""} maxLength={60} placeholder="Newbury or RG14" />
        </label>
        <label className={fieldClass}>
          Engineer
          <NativeSelect name="engineer" defaultValue={filters.engineer ?? ""}>
            <option value="">Any</option>
            {engineers.map((engineer) => (
              <option key={engineer.id} value={engineer.id}>
                {engineer.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        {list === "jobs" ? (
          <label className={fieldClass}>
            Priority
            <NativeSelect name="priority" defaultValue={filters.priority ?? ""}>
              <option value="">Any</option>
              <option value="emergency">Emergency</option>
              <option value="high">High</option>
              <option value="medium">Medium</option>
              <option value="low">Low</option>
            </NativeSelect>
          </label>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {/* One button for the search and the filters: both are in the one form. */}
        <Button type="submit">Search</Button>
        <Button asChild variant="outline">
          <Link to={pathname}>Clear</Link>
        </Button>
      </div>
    </Form>
  );
}
