import { MapPin, Quote } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { CallNowButton, FreeQuoteButton } from "~/components/public/marketing";
import { Card, CardContent, CardFooter, CardHeader } from "~/components/ui/card";
import { getReviewsPage } from "~/features/marketing/marketing.server";
import { businessFromMatches, seoMeta } from "~/lib/seo";
import { SpriteIcon } from "~/components/public/icon-sprite";

export const meta: Route.MetaFunction = ({ matches }) => {
  const business = businessFromMatches(matches);
  return seoMeta(business, {
    title: `Customer Reviews: Rated 5.0 out of 5 | ${business.name}`,
    description:
      "Read what homeowners, landlords and businesses in Newbury, Reading and West Berkshire say about our drain unblocking, CCTV surveys, repairs and emergency callouts.",
    keywords: ["drainage reviews Newbury", "drain company testimonials Reading", "rated drainage engineers Berkshire"],
    path: "/testimonials",
  });
};

export function loader() {
  return getReviewsPage();
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <SpriteIcon
          key={i}
          name="star"
          className={i < rating ? "size-5 fill-amber-400 text-amber-600" : "size-5 text-muted-foreground"}
        />
      ))}
    </span>
  );
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { reviews, averageRating, reviewCount } = loaderData;
  return (
    <main id="main">
      <section aria-labelledby="page-title" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
          <h1 id="page-title" className="text-3xl font-bold tracking-tight md:text-5xl">
            Customer Reviews
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg">
            What our customers across Newbury, Reading and West Berkshire say about our work.
          </p>
          <div className="mx-auto mt-8 inline-flex flex-col items-center gap-2 rounded-xl bg-background px-8 py-5 text-foreground">
            <Stars rating={5} />
            <p className="text-2xl font-bold">{averageRating} out of 5</p>
            <p className="text-sm text-muted-foreground">Average from {reviewCount} verified customer reviews</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="reviews-heading" className="text-2xl font-bold md:text-3xl">
          What our customers say
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((r) => (
            <li key={r.name}>
              <Card className="h-full">
                <CardHeader className="flex-row items-center justify-between">
                  <Stars rating={r.rating} />
                  <Quote aria-hidden="true" className="size-6 text-primary/40" />
                </CardHeader>
                <CardContent className="flex-1">
                  <blockquote className="leading-relaxed">
                    <p>{r.text}</p>
                  </blockquote>
                </CardContent>
                <CardFooter className="flex-col items-start gap-1 border-t pt-4">
                  <p className="font-semibold">{r.name}</p>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin aria-hidden="true" className="size-4" />
                    {r.location}
                  </p>
                  <p className="text-sm">
                    <Link to={`/services/${r.serviceSlug}`} className="rounded-sm text-primary underline underline-offset-4">
                      {r.service}
                    </Link>
                    <span className="text-muted-foreground"> · {r.date}</span>
                  </p>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-customers" className="bg-muted">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="join-customers" className="text-2xl font-bold md:text-3xl">
            Join our satisfied customers
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Call us for same-day help, or request a quote and we will reply within 30 minutes during business hours.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <FreeQuoteButton label="Request a Quote" />
            <CallNowButton />
          </div>
        </div>
      </section>
    </main>
  );
}
