import { useEffect, useState } from "react";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/blog-edit";
import { controlProps, FormField } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { Textarea } from "~/components/ui/textarea";
import { listAuditEntries } from "~/features/audit/audit.server";
import { AuditHistory } from "~/features/audit/components/audit-history";
import { requireAdmin } from "~/features/auth/guard.server";
import { BLOG_CATEGORIES, DESCRIPTION_MAX, KEYWORDS_MAX_LENGTH, postUpdateSchema } from "~/features/blog/blog.schema";
import { BlogError, getPostForAdmin, updatePost } from "~/features/blog/blog.server";
import { formatDateMedium } from "~/lib/format";
import { fieldErrors, formValues, type FieldErrors } from "~/lib/forms";
import { saveFormThenRedirect } from "~/lib/admin-actions.server";
import { POST_ALLOWED_TAGS } from "~/lib/sanitize.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.post.title ?? "Post"} | Blog | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  try {
    const post = await getPostForAdmin({ actor, id: params.id });
    const history = await listAuditEntries("blog_post", post.id);
    return { post, history, allowedTags: [...POST_ALLOWED_TAGS] };
  } catch (err) {
    if (err instanceof BlogError && err.code === "not_found") throw new Response("Not Found", { status: 404 });
    throw err;
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const values = formValues(await request.formData());
  if (values.intent !== "save") throw new Response("Bad Request", { status: 400 });
  return saveFormThenRedirect({
    values,
    save: () => updatePost({ actor, id: params.id, input: values }),
    errorClass: BlogError,
    failedTitle: "Failed to update post",
    logMessage: "blog update failed",
    successUrl: "/admin/blog",
    successTitle: "Post updated successfully",
  });
}

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  description: "Description",
  category: "Category",
  keywords: "Keywords",
  content: "Content",
  readTime: "Read time",
  status: "Status",
  publishedDate: "Published date",
};

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, history, allowedTags } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? actionData?.fieldErrors ?? {};
  const values = actionData?.values;
  const [description, setDescription] = useState(values?.description ?? post.description);

  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="icon">
          <Link to="/admin/blog" aria-label="Back to blog administration">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="flex-1 text-2xl font-bold">Edit Post</h1>
        <Button asChild variant="outline">
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label="Preview (opens in a new tab)">
            <ExternalLink className="size-4" aria-hidden="true" />
            Preview
          </a>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={post.status === "published" ? "default" : "secondary"}>{post.status}</Badge>
        <span>/blog/{post.slug}</span>
        <span>· {post.readTime}</span>
        {post.publishedDate ? <span>· Published {formatDateMedium(post.publishedDate)}</span> : null}
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Post Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Form
            method="post"
            noValidate
            className="space-y-6"
            onSubmit={(event) => {
              const parsed = postUpdateSchema.safeParse(formValues(new FormData(event.currentTarget)));
              if (parsed.success) {
                setClientErrors(null);
                return;
              }
              event.preventDefault();
              const found = fieldErrors(parsed.error);
              setClientErrors(found);
              const first = Object.keys(found)[0];
              if (first) document.getElementById(first)?.focus();
            }}
          >
            <input type="hidden" name="intent" value="save" />
            <FormField name="title" label="Title *" error={errors.title}>
              <Input {...controlProps("title", errors.title)} defaultValue={values?.title ?? post.title} required maxLength={150} />
            </FormField>
            <FormField
              name="description"
              label="Description *"
              error={errors.description}
              hint={`${description.length} of ${DESCRIPTION_MAX} characters. Shown in the blog list and by search engines.`}
            >
              <Textarea
                {...controlProps("description", errors.description, true)}
                rows={3}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                required
                maxLength={DESCRIPTION_MAX}
              />
            </FormField>
            <div className="grid gap-4 md:grid-cols-2">
              <FormField name="category" label="Category *" error={errors.category}>
                <Input {...controlProps("category", errors.category)} defaultValue={values?.category ?? post.category} required maxLength={60} list="blog-categories" />
                <datalist id="blog-categories">
                  {BLOG_CATEGORIES.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </FormField>
              <FormField name="keywords" label="Keywords" error={errors.keywords} hint="Separated by commas.">
                <Input {...controlProps("keywords", errors.keywords, true)} defaultValue={values?.keywords ?? post.keywords} maxLength={KEYWORDS_MAX_LENGTH} />
              </FormField>
            </div>
            <FormField
              name="content"
              label="Content (HTML) *"
              error={errors.content}
              hint={`Allowed tags: ${allowedTags.join(", ")}; links may use href, target and rel. Anything else is removed when you save.`}
            >
              <Textarea
                {...controlProps("content", errors.content, true)}
                rows={20}
                defaultValue={values?.content ?? post.content}
                required
                className="font-mono text-sm"
                spellCheck
              />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : "Update"}
              </Button>
              <Button asChild variant="outline">
                <Link to="/admin/blog">Cancel</Link>
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      <AuditHistory entries={history} fieldLabels={FIELD_LABELS} />
    </div>
  );
}
