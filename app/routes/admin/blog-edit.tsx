import { getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { ExternalLink } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from "react";
import type { Route } from "./+types/blog-edit";
import { BackHeader } from "~/components/back-header";
import { FormActions, FormField, SaveForm, useActionToast } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { listAuditEntries } from "~/features/audit/audit.server";
import { AuditHistory } from "~/components/audit-history";
import { requireStaff } from "~/features/auth/guard.server";
import { BLOG_CATEGORIES, DESCRIPTION_MAX, KEYWORDS_MAX_LENGTH, postUpdateSchema, SLUG_MAX_LENGTH } from "~/features/blog/blog.schema";
import { getPostForAdmin, schedulePost, unpublishPost, updatePost } from "~/features/blog/blog.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { formatDateMedium, todayKey } from "~/lib/business-day";
import { saveFormThenRedirect } from "~/lib/admin-actions.server";
import { isDomainError } from "~/lib/domain-error";
import { notFoundAsPage } from "~/lib/domain-reply.server";
import { parseForm } from "~/lib/forms";
import { POST_ALLOWED_TAGS, sanitizePostHtml } from "~/lib/sanitize.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.post.title ?? "Post"} | Blog | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  try {
    const post = await getPostForAdmin({ actor, id: params.id });
    const history = await listAuditEntries("blog_post", post.id);
    // The editor parses the content in the browser: it gets the allowlisted HTML, never what may
    // have reached the table another way (an import, an older version), so no handler, style or
    // <base> of a stored payload is ever parsed under the page's policy.
    return { post: { ...post, content: sanitizePostHtml(post.content) }, history, allowedTags: [...POST_ALLOWED_TAGS], today: todayKey() };
  } catch (err) {
    throw notFoundAsPage(err);
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = `/admin/blog/${params.id}`;
  if (intent === "schedule" || intent === "unpublish") {
    try {
      const post =
        intent === "schedule"
          ? await schedulePost({ actor, id: params.id, date: formData.get("publishedDate") })
          : await unpublishPost({ actor, id: params.id });
      const title =
        intent === "unpublish"
          ? "Post unpublished: it is a draft again"
          : post.publishedDate && post.publishedDate > todayKey()
            ? `Post scheduled for ${formatDateMedium(post.publishedDate)}`
            : "Post published";
      return redirectWithToast(here, { type: "success", title });
    } catch (err) {
      if (!isDomainError(err)) {
        log.error({ err }, "blog schedule failed");
        throw err;
      }
      const description = err.fieldErrors.publishedDate ?? err.message;
      return redirectWithToast(here, { type: "error", title: intent === "schedule" ? "Failed to schedule post" : "Failed to unpublish post", description }, { status: 303 });
    }
  }
  if (intent !== "save") throw new Response("Bad Request", { status: 400 });
  return saveFormThenRedirect({
    submission: parseForm(formData, postUpdateSchema),
    save: (input) => updatePost({ actor, id: params.id, input }),
    failedTitle: "Failed to update post",
    logMessage: "blog update failed",
    successUrl: "/admin/blog",
    successTitle: "Post updated successfully",
  });
}

// Loaded only here, and only in the browser: the rest of the back-office never downloads it.
const RichTextEditor = lazy(() => import("~/features/blog/components/rich-text-editor"));

/**
 * The content as HTML in a textarea (what the form posts), replaced by the formatting editor once
 * the page's script has loaded; the editor writes its HTML back into the textarea.
 */
function ContentField(props: ComponentProps<typeof Textarea>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);
  useEffect(() => setTextarea(ref.current), []);
  return (
    <>
      <Textarea {...props} ref={ref} rows={20} required={!textarea} hidden={Boolean(textarea)} className="font-mono text-sm" spellCheck />
      {textarea ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the editor…</p>}>
          <RichTextEditor textarea={textarea} label="Content" />
        </Suspense>
      ) : null}
    </>
  );
}

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  slug: "Web address",
  description: "Description",
  category: "Category",
  keywords: "Keywords",
  content: "Content",
  readTime: "Read time",
  status: "Status",
  publishedDate: "Published date",
};

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, history, allowedTags, today } = loaderData;
  const scheduled = post.status === "published" && post.publishedDate !== null && post.publishedDate > today;
  const [form, fields] = useForm({
    id: "post",
    lastResult: actionData?.result,
    defaultValue: { title: post.title, slug: post.slug, description: post.description, category: post.category, keywords: post.keywords, content: post.content },
    onValidate: ({ formData }) => parseForm(formData, postUpdateSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // Conform follows the typed value, so the count is of what is in the box now.
  const descriptionLength = fields.description.value?.length ?? 0;
  useActionToast(actionData);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo="/admin/blog" backLabel="Back to blog administration" title="Edit Post">
        <Button asChild variant="outline">
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label="Preview (opens in a new tab)">
            <ExternalLink className="size-4" aria-hidden="true" />
            Preview
          </a>
        </Button>
      </BackHeader>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={post.status === "published" ? "default" : "secondary"}>{post.status}</Badge>
        <span className="min-w-0 wrap-anywhere">/blog/{post.slug}</span>
        <span>· {post.readTime}</span>
        {post.publishedDate ? <span>· {scheduled ? "Scheduled for" : "Published"} {formatDateMedium(post.publishedDate)}</span> : null}
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Publication</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="schedule" />
            <label className="grid gap-1 text-sm font-medium">
              Publication date
              <Input type="date" name="publishedDate" required defaultValue={post.publishedDate ?? today} min="2000-01-01" />
            </label>
            <Button type="submit">{post.status === "published" ? "Change date" : "Publish on this date"}</Button>
          </form>
          {post.status === "published" ? (
            <form method="post">
              <input type="hidden" name="intent" value="unpublish" />
              <Button type="submit" variant="outline">
                Unpublish
              </Button>
            </form>
          ) : null}
        </CardContent>
        <p className="px-6 pb-4 text-sm text-muted-foreground">A date after today schedules the post: it appears on the blog, in the feed and in the sitemap on that day (London time).</p>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Post Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SaveForm form={form}>
            <FormField field={fields.title} label="Title *">
              <Input {...getInputProps(fields.title, { type: "text" })} required maxLength={150} />
            </FormField>
            <FormField
              field={fields.slug}
              label="Web address *"
              hint={`The post's address is /blog/${fields.slug.value || post.slug}. Changing it keeps the old address working: it redirects here.`}
            >
              <Input
                {...getInputProps(fields.slug, { type: "text", ariaDescribedBy: fields.slug.descriptionId })}
                required
                maxLength={SLUG_MAX_LENGTH}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
              />
            </FormField>
            <FormField
              field={fields.description}
              label="Description *"
              hint={`${descriptionLength} of ${DESCRIPTION_MAX} characters. Shown in the blog list and by search engines.`}
            >
              <Textarea
                {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
                rows={3}
                required
                maxLength={DESCRIPTION_MAX}
              />
            </FormField>
            <div className="grid gap-4 md:grid-cols-2">
              <FormField field={fields.category} label="Category *">
                <Input {...getInputProps(fields.category, { type: "text" })} required maxLength={60} list="blog-categories" />
                <datalist id="blog-categories">
                  {BLOG_CATEGORIES.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </FormField>
              <FormField field={fields.keywords} label="Keywords" hint="Separated by commas.">
                <Input
                  {...getInputProps(fields.keywords, { type: "text", ariaDescribedBy: fields.keywords.descriptionId })}
                  maxLength={KEYWORDS_MAX_LENGTH}
                />
              </FormField>
            </div>
            <FormField
              field={fields.content}
              label="Content *"
              hint={`Headings, lists, quotations, bold, italic and links. Anything outside the allowed HTML (${allowedTags.join(", ")}) is removed when you save.`}
            >
              <ContentField {...getTextareaProps(fields.content, { ariaDescribedBy: fields.content.descriptionId })} />
            </FormField>
            <FormActions label="Update" cancelTo="/admin/blog" />
          </SaveForm>
        </CardContent>
      </Card>
      <AuditHistory entries={history} fieldLabels={FIELD_LABELS} />
    </div>
  );
}
