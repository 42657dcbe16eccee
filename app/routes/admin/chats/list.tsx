import { CalendarCheck, Eye } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { ListPager, listCardClassName, listCardContentClassName } from "~/components/admin-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireStaff } from "~/features/auth/guard.server";
import { listConversations } from "~/features/chat/chat.server";
import { formatDateTime } from "~/lib/business-day";
import { listParams } from "~/lib/paging";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = () => [{ title: "Chats | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { page } = listParams(request.url);
  return listConversations({ page });
}

// Read-only screen: nothing to post, but a post is still refused to anyone but an admin.
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  throw new Response("Method Not Allowed", { status: 405 });
}

export default function ChatsList({ loaderData }: Route.ComponentProps) {
  const { rows, total, totalExact, page, pageCount } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Chats</h1>
        <p className="text-sm text-muted-foreground">Conversations with the website assistant, newest first.</p>
      </div>
      <Card className={listCardClassName}>
        <CardContent className={cn("space-y-4", listCardContentClassName)}>
          <Table stack>
            <TableHeader>
              <TableRow>
                <TableHead>Started</TableHead>
                <TableHead>First message</TableHead>
                <TableHead className="text-right">Messages</TableHead>
                <TableHead>Booking</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} className="py-8 text-center text-muted-foreground">
                    No conversations yet.
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell label="Started" className="whitespace-nowrap">
                      <Link to={`/admin/chats/${c.id}`} className="font-medium hover:underline">
                        {formatDateTime(c.createdAt)}
                      </Link>
                    </TableCell>
                    <TableCell label="First message" className="max-w-md truncate" title={c.firstMessage ?? undefined}>
                      {/* A phone shows the start of a long message, on up to three lines. */}
                      <span className="max-md:line-clamp-3">{c.firstMessage ?? <span className="text-muted-foreground">No messages</span>}</span>
                    </TableCell>
                    <TableCell label="Messages" className="text-right tabular-nums">{c.messageCount}</TableCell>
                    <TableCell label="Booking">
                      {c.bookingJobId ? (
                        <Badge>
                          <CalendarCheck className="size-3" aria-hidden="true" />
                          Booking
                        </Badge>
                      ) : (
                        <span className="text-muted-foreground">-</span>
                      )}
                    </TableCell>
                    {/* On a phone the card also gets a button to the transcript (a wide screen links the start time only). */}
                    <TableCell className="md:hidden">
                      <div className="flex justify-end">
                        <Button asChild variant="ghost" size="sm">
                          <Link to={`/admin/chats/${c.id}`} aria-label={`View the conversation of ${formatDateTime(c.createdAt)}`}>
                            <Eye className="size-4" aria-hidden="true" />
                            View
                          </Link>
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <ListPager pathname="/admin/chats" q="" page={page} pageCount={pageCount} total={total} totalExact={totalExact} noun="conversations" />
        </CardContent>
      </Card>
    </div>
  );
}
