import sanitizeHtml from "sanitize-html";

/**
 * The allowlist for blog post content: every post
 * body, however it was written (generated, typed by staff, returned by a model), passes through
 * `sanitizePostHtml` before it is stored and again before it is shown.
 */
export const POST_ALLOWED_TAGS = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "br",
  "blockquote",
  "code",
  "pre",
] as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...POST_ALLOWED_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(POST_ALLOWED_TAGS.map((tag) => [tag, ["class"]])),
    a: ["href", "target", "rel", "class"],
  },
  // Elements whose text must go with them, not be left behind as loose text.
  nonTextTags: ["script", "style", "iframe", "noscript", "noembed", "noframes", "template", "object", "textarea", "option", "xmp", "svg", "math"],
  disallowedTagsMode: "discard",
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  // An empty paragraph (the formatting editor keeps one after the last block so the cursor can get
  // there) is blank space on the page, not content: it is dropped.
  exclusiveFilter: (frame) => frame.tag === "p" && frame.text.trim() === "",
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target?.trim().toLowerCase() !== "_blank") return { tagName, attribs };
      const tokens = new Set((attribs.rel ?? "").split(/\s+/).filter(Boolean).map((t) => t.toLowerCase()));
      tokens.add("noopener");
      tokens.add("noreferrer");
      return { tagName, attribs: { ...attribs, target: "_blank", rel: [...tokens].join(" ") } };
    },
  },
};

/** Post HTML reduced to the allowlist: no scripts, styles, frames, event handlers or unsafe URLs. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
