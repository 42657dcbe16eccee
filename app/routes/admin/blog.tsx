import { useEffect } from "react";
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { CheckCircle2, ExternalLink, Pencil, Sparkles } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import { ConfirmDelete } from "~/components/confirm-delete";
import { CheckedForm, FieldError, FormErrors, useActionToast } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { Spinner } from "~/components/ui/spinner";
import { requireStaff } from "~/features/auth/guard.server";
import { blogAdminActionSchema, generatePostSchema, KEYWORDS_MAX_LENGTH } from "~/features/blog/blog.schema";
import { deletePost, generatePost, listPostsForAdmin, publishPost, type AdminPostRow } from "~/features/blog/blog.server";
import { formatDateMedium } from "~/lib/business-day";
import { deleteThenRedirect, saveFormThenRedirect } from "~/lib/admin-actions.server";
import { isDomainError } from "~/lib/domain-error";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: "Blog Administration | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  try {
    return { posts: await listPostsForAdmin(), loadFailed: false };
  } catch (err) {
    log.error({ err }, "blog admin: list failed");
    return { posts: [] as AdminPostRow[], loadFailed: true };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  if (formData.get("intent") === "generate") {
    return saveFormThenRedirect({
      submission: parseForm(formData, generatePostSchema),
      save: ({ keywords }) => generatePost({ actor, keywords }),
      failedTitle: "Failed to generate blog post",
      logMessage: "blog generation failed",
      successUrl: "/admin/blog",
      successTitle: "Blog post generated and saved as draft",
    });
  }
  // The posts' Publish and Delete buttons.
  const submission = parseForm(formData, blogAdminActionSchema);
  if (submission.status !== "success") {
    const intent = formData.get("intent");
    if (intent !== "publish" && intent !== "delete") throw new Response("Bad Request", { status: 400 });
    const title = intent === "publish" ? "Failed to publish post" : "Failed to delete post";
    return redirectWithToast("/admin/blog", { type: "error", title, description: "This post no longer exists." });
  }
  const input = submission.value;
  switch (input.intent) {
    case "publish":
      try {
        await publishPost({ actor, id: input.id });
      } catch (err) {
        if (!isDomainError(err)) log.error({ err }, "blog publish failed");
        return redirectWithToast("/admin/blog", {
          type: "error",
          title: "Failed to publish post",
          description: isDomainError(err) ? err.message : undefined,
        });
      }
      return redirectWithToast("/admin/blog", { type: "success", title: "Post published successfully" });
    case "delete":
      return deleteThenRedirect({ remove: () => deletePost({ actor, id: input.id, input: Object.fromEntries(formData) }), noun: "post", failureUrl: "/admin/blog", successUrl: "/admin/blog" });
  }
}

function statusVariant(status: string) {
  if (status === "published") return "default" as const;
  if (status === "draft") return "secondary" as const;
  return "outline" as const;
}

function GenerateForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const generating = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  const [form, fields] = useForm({
    id: "generate",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, generatePostSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Generate a post</h2>
        </CardTitle>
        <CardDescription>
          Enter a few keywords, separated by commas: a service, a town, a season or a question customers ask. A draft is written
          from the site&apos;s own services, areas, prices and FAQs, ready for you to check, edit and publish.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <FormErrors form={form} />
        <CheckedForm form={form} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value="generate" />
          <div className="flex-1 space-y-2">
            <Label htmlFor={fields.keywords.id} className="sr-only">
              Keywords
            </Label>
            <Input
              {...getInputProps(fields.keywords, { type: "text" })}
              placeholder="e.g. blocked drains, Newbury, winter"
              maxLength={KEYWORDS_MAX_LENGTH}
              autoComplete="off"
              readOnly={generating}
            />
            <FieldError field={fields.keywords} />
          </div>
          <Button type="submit" disabled={generating}>
            {generating ? <Spinner size="sm" label="Generating post" /> : <Sparkles className="size-4" aria-hidden="true" />}
            {generating ? "Generating..." : "Generate Post"}
          </Button>
        </CheckedForm>
      </CardContent>
    </Card>
  );
}

function PostCard({ post }: { post: AdminPostRow }) {
  const navigation = useNavigation();
  const publishing = navigation.state !== "idle" && navigation.formData?.get("intent") === "publish" && navigation.formData?.get("id") === post.id;
  return (
    <li>
      <Card>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={statusVariant(post.status)}>{post.status}</Badge>
            <Badge variant="outline">{post.category}</Badge>
          </div>
          <h3 className="text-lg font-semibold">{post.title}</h3>
          <p className="text-sm text-muted-foreground">{post.description}</p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1">
              <dt>Created</dt>
              <dd>
                <time dateTime={new Date(post.createdAt).toISOString()}>{formatDateMedium(post.createdAt)}</time>
              </dd>
            </div>
            {post.publishedDate ? (
              <div className="flex gap-1">
                <dt>Published</dt>
                <dd>{formatDateMedium(post.publishedDate)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="sr-only">Read time</dt>
              <dd>{post.readTime}</dd>
            </div>
          </dl>
          {post.keywords ? (
            <p className="text-sm">
              <span className="font-medium">Keywords:</span> {post.keywords}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2 pt-1">
            {post.status === "draft" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="publish" />
                <input type="hidden" name="id" value={post.id} />
                <Button type="submit" size="sm" disabled={publishing} aria-label={`Publish ${post.title}`}>
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  {publishing ? "Publishing..." : "Publish"}
                </Button>
              </Form>
            ) : null}
            <Button asChild size="sm" variant="outline">
              <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`Preview ${post.title} (opens in a new tab)`}>
                <ExternalLink className="size-4" aria-hidden="true" />
                Preview
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/admin/blog/${post.id}`} aria-label={`Edit ${post.title}`}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <ConfirmDelete
              id={post.id}
              triggerLabel={`Delete ${post.title}`}
              title="Are you sure you want to delete this post?"
              description={`“${post.title}” will be removed permanently${post.status === "published" ? " and disappear from the public blog" : ""}.`}
            />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, loadFailed } = loaderData;
  useActionToast(actionData);
  useEffect(() => {
    if (loadFailed) toast.error("Failed to fetch blog posts");
  }, [loadFailed]);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold">Blog Administration</h1>
      <GenerateForm lastResult={actionData?.result} />
      <section aria-labelledby="posts-heading" className="space-y-3">
        <h2 id="posts-heading" className="text-lg font-semibold">
          All posts
        </h2>
        {posts.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            No blog posts yet. Generate your first one above!
          </p>
        ) : (
          <ul className="space-y-4">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
