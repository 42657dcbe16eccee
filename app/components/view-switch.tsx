import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** A page's choice of view (month or week, day or week): links in one bordered strip, the current one filled. */
export function ViewSwitch({ label, views }: { label: string; views: { label: string; href: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="inline-flex rounded-md border p-0.5">
      {views.map((v) => (
        <Link
          key={v.label}
          to={v.href}
          aria-current={v.current ? "page" : undefined}
          className={cn(
            "rounded px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
            v.current ? "bg-primary text-primary-foreground" : "hover:bg-muted",
          )}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}
