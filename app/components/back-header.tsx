import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A back-office page heading with a back arrow. With `children` (the page's own buttons, after the
 * heading), the row may wrap and the heading takes the free space.
 */
export function BackHeader({
  backTo,
  backLabel,
  title,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={children ? "flex flex-wrap items-center gap-3" : "flex items-center gap-3"}>
      <Button asChild variant="ghost" size="icon">
        <Link to={backTo} aria-label={backLabel}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
      </Button>
      <h1 className={children ? "min-w-0 flex-1 text-2xl font-bold wrap-break-word" : "min-w-0 text-2xl font-bold wrap-break-word"}>{title}</h1>
      {children}
    </div>
  );
}
