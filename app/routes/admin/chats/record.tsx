import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/record";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { getConversation } from "~/features/chat/chat.server";
import { formatDateTime } from "~/lib/business-day";
import { humanise } from "~/lib/format";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = () => [{ title: "Chat transcript | Admin" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const found = await getConversation({ id: params.id });
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
}

// Read-only screen: nothing to post, but a post is still refused to anyone but an admin.
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  throw new Response("Method Not Allowed", { status: 405 });
}

export default function ChatTranscript({ loaderData }: Route.ComponentProps) {
  const { conversation, messages, bookings } = loaderData;
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/admin/chats">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All chats
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl font-bold">Chat transcript</h1>
        <p className="text-sm text-muted-foreground">
          Started {formatDateTime(conversation.createdAt)}
          {conversation.ip ? ` from ${conversation.ip}` : ""}; {messages.length} messages.
        </p>
      </div>
      {bookings.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Booking requests</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {bookings.map((b) => (
                <li key={b.id} className="flex flex-wrap items-center gap-2">
                  <Link to={`/admin/jobs/${b.id}`} className="font-medium hover:underline">
                    {b.title}
                  </Link>
                  <Badge variant="secondary">{humanise(b.status)}</Badge>
                  {b.priority === "emergency" && <Badge variant="destructive">Emergency</Badge>}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          {messages.length === 0 ? (
            <p className="text-muted-foreground">No messages in this conversation.</p>
          ) : (
            <ol className="space-y-3" aria-label="Messages">
              {messages.map((m) => (
                <li key={m.id} className={cn("flex flex-col gap-1", m.role === "user" ? "items-end" : "items-start")}>
                  <span className="text-xs text-muted-foreground">
                    {m.role === "user" ? "Visitor" : "Assistant"} · {formatDateTime(m.createdAt)}
                  </span>
                  {/* Text only: React escapes it, so markup typed by a visitor shows as typed. */}
                  <p
                    className={cn(
                      "max-w-[80%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm",
                      m.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted",
                    )}
                  >
                    {m.content}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
