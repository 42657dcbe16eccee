import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Button } from "~/components/ui/button";
import { useBusiness } from "~/root";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { business?: { name: string } } | undefined;
  const name = root?.business?.name ?? "Drainage Services";
  return [
    { title: `${name} | Drainage Services in Newbury, Reading & West Berkshire` },
    {
      name: "description",
      content: "Professional drain unblocking, CCTV surveys and repairs across Newbury, Reading and West Berkshire. 24/7 emergency service.",
    },
  ];
};

export default function Home() {
  const business = useBusiness();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{business.name}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Professional drainage services across Newbury and Reading, with a 24/7 emergency service.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild>
          <a href={business.phoneHref}>Call Now</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/#contact">Get Free Quote</Link>
        </Button>
      </div>
    </main>
  );
}
