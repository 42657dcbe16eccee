import { Home, Phone, Wrench } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useBusiness } from "~/lib/business";

const popularServices = [
  { to: "/services/drain-unblocking", label: "Drain Unblocking" },
  { to: "/services/cctv-surveys", label: "CCTV Drain Surveys" },
  { to: "/services/drain-repairs", label: "Drain Repairs & Patch Lining" },
  { to: "/services/emergency-callouts", label: "Emergency Callouts" },
];
const popularAreas = [
  { to: "/areas/newbury", label: "Newbury" },
  { to: "/areas/reading", label: "Reading" },
  { to: "/areas/thatcham", label: "Thatcham" },
  { to: "/areas/wash-common", label: "Wash Common" },
];

/** The public not-found page. Routes answer it with status 404. */
export function NotFoundPage() {
  const business = useBusiness();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <title>Page Not Found | {business.name}</title>
      <link rel="canonical" href={`${business.baseUrl}/404`} />
      <div className="text-center">
        <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          Sorry, the page you were looking for has moved or never existed. These links will get you back on track.
        </p>
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <Home className="size-6 text-primary" aria-hidden="true" />
            <CardTitle asChild>
              <h2>Go Home</h2>
            </CardTitle>
            <CardDescription>Back to our home page.</CardDescription>
          </CardHeader>
          <CardContent>
            <Link className="font-medium text-primary underline" to="/">
              Go to the home page
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Wrench className="size-6 text-primary" aria-hidden="true" />
            <CardTitle asChild>
              <h2>Our Services</h2>
            </CardTitle>
            <CardDescription>Unblocking, surveys, repairs and more.</CardDescription>
          </CardHeader>
          <CardContent>
            <Link className="font-medium text-primary underline" to="/services/drain-unblocking">
              See our services
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Phone className="size-6 text-primary" aria-hidden="true" />
            <CardTitle asChild>
              <h2>Call Us</h2>
            </CardTitle>
            <CardDescription>24/7 emergency service.</CardDescription>
          </CardHeader>
          <CardContent>
            <a className="font-medium text-primary underline" href={business.phoneHref}>
              {business.phone}
            </a>
          </CardContent>
        </Card>
      </div>
      <div className="mt-10 grid gap-8 sm:grid-cols-2">
        <nav aria-label="Popular services">
          <h2 className="text-lg font-semibold">Popular services</h2>
          <ul className="mt-2 space-y-1">
            {popularServices.map((l) => (
              <li key={l.to}>
                <Link className="text-primary underline" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Areas we cover">
          <h2 className="text-lg font-semibold">Areas we cover</h2>
          <ul className="mt-2 space-y-1">
            {popularAreas.map((l) => (
              <li key={l.to}>
                <Link className="text-primary underline" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
