import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateLong } from "~/lib/business-day";

type Photo = { id: string; mediaId: string; visitId: string; day: string; phase: "before" | "after" | "other"; caption: string | null; shareable: boolean };
type Answer = { photos: Photo[] } | { error: { message: string } };

const PHASES: Record<Photo["phase"], string> = { before: "Before", after: "After", other: "Photo" };

/**
 * A job's visit photos on its page, as thumbnails, each with whether the customer sees it in their
 * portal and a button to change that. Loads itself from /admin/jobs/:id/photos; nothing shows until
 * a visit has photos.
 */
export function VisitPhotosCard({ jobId }: { jobId: string }) {
  const fetcher = useFetcher<Answer>();
  const url = `/admin/jobs/${jobId}/photos`;
  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) fetcher.load(url);
  }, [fetcher, url]);
  const data = fetcher.data;
  const photos = data && "photos" in data ? data.photos : [];
  const error = data && "error" in data ? data.error.message : null;
  if (!error && photos.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Visit photos</h2>
        </CardTitle>
        <CardDescription>The customer sees a photo in their portal once it is shared (and a finished visit&rsquo;s before and after photos in its report).</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id} className="space-y-2 rounded-md border p-2">
              <a href={`/media/${photo.mediaId}`} target="_blank" rel="noreferrer">
                <img src={`/media/${photo.mediaId}/thumb`} alt={photo.caption ?? `${PHASES[photo.phase]} photo, ${formatDateLong(photo.day)}`} loading="lazy" className="aspect-[4/3] w-full rounded object-cover" />
              </a>
              <p className="text-xs text-muted-foreground">
                {PHASES[photo.phase]} · {formatDateLong(photo.day)}
              </p>
              {photo.caption ? <p className="text-sm break-words">{photo.caption}</p> : null}
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={photo.shareable ? "default" : "outline"}>{photo.shareable ? "Shared with customer" : "Office only"}</Badge>
                <fetcher.Form method="post" action={url}>
                  <input type="hidden" name="intent" value="share" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <input type="hidden" name="shareable" value={photo.shareable ? "no" : "yes"} />
                  <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
                    {photo.shareable ? "Stop sharing" : "Share with customer"}
                  </Button>
                </fetcher.Form>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
