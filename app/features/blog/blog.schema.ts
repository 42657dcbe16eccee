import { z } from "zod";

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX = 160;
export const KEYWORDS_MAX_LENGTH = 300;
export const KEYWORDS_MAX_PHRASES = 10;
export const BLOG_CATEGORIES = [
  "Drain Problems",
  "Surveys & Inspections",
  "Drain Repairs",
  "Emergency Advice",
  "Maintenance Tips",
  "Gutters",
  "Pricing",
  "Seasonal Advice",
  "Commercial Drainage",
  "Local Services",
  "Product Guides",
  "Rural Drainage",
  "Drainage Advice",
] as const;

/**
 * The phrases of a keyword line: split at commas, semicolons and line breaks, spaces tidied,
 * repeats (ignoring case) dropped.
 */
export function parseKeywords(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of input.split(/[,;\n\r]+/)) {
    const phrase = part.replace(/\s+/g, " ").trim();
    if (!phrase || seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    out.push(phrase.slice(0, 60).trim());
  }
  return out.slice(0, KEYWORDS_MAX_PHRASES);
}

const id = z.uuid("Unknown post");

export const generatePostSchema = z.object({
  intent: z.literal("generate"),
  keywords: z
    .string({ error: "Please enter keywords" })
    .trim()
    .min(1, "Please enter keywords")
    .max(KEYWORDS_MAX_LENGTH, `Keep the keywords under ${KEYWORDS_MAX_LENGTH} characters`)
    .refine((v) => parseKeywords(v).length > 0, "Please enter keywords"),
});

/** The Publish and Delete buttons of the blog administration page's posts: a hidden `intent` chooses the action. */
export const blogAdminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id }),
  z.object({ intent: z.literal("delete"), id }),
]);
export type BlogAdminAction = z.infer<typeof blogAdminActionSchema>;

/** A publication day (London), YYYY-MM-DD: a day after today schedules the post. */
export const publicationDateSchema = z
  .string({ error: "Choose a publication date" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a publication date")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= "2000-01-01" && v <= "2100-12-31";
  }, "That is not a valid date");

/** A post's web address under /blog/: lower-case letters and numbers in words joined by single hyphens. */
export const SLUG_MAX_LENGTH = 80;
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Web address is required")
  .max(SLUG_MAX_LENGTH, `Keep the web address to ${SLUG_MAX_LENGTH} characters or fewer`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use only letters, numbers and single hyphens between words (for example blocked-drains-in-thatcham)");

/**
 * Editing a post (title, web address, description, category, keywords and content). Without a
 * `slug` the address stays as it is.
 */
export const postUpdateSchema = z.object({
  slug: slugSchema.optional(),
  title: z.string().trim().min(1, "Title is required").max(150, "Keep the title under 150 characters"),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(DESCRIPTION_MAX, `Keep the description to ${DESCRIPTION_MAX} characters or fewer`),
  category: z.string().trim().min(1, "Category is required").max(60, "Keep the category under 60 characters"),
  keywords: z
    .string()
    .trim()
    .max(KEYWORDS_MAX_LENGTH, `Keep the keywords under ${KEYWORDS_MAX_LENGTH} characters`)
    .transform((v) => parseKeywords(v).join(", ")),
  content: z.string().trim().min(1, "Content is required").max(100_000, "The content is too long"),
});
export type PostUpdateInput = z.input<typeof postUpdateSchema>;
