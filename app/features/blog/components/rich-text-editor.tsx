import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, Link as LinkIcon, List, ListOrdered, Quote, Redo, Undo } from "lucide-react";
import { useEffect } from "react";
// ProseMirror's own stylesheet, loaded as a file with this chunk: Tiptap's copy of it would be a
// <style> element without the page's nonce, which the style policy refuses.
import "prosemirror-view/style/prosemirror.css";
import { Button } from "~/components/ui/button";

/**
 * The post body as formatted text (Tiptap/ProseMirror). Only what the blog allowlist keeps is
 * offered: paragraphs, headings 2 and 3, bold, italic, lists, quotations and links. The HTML is
 * written into the form's own textarea on every change, so the form posts HTML as it does without
 * the editor, and the server sanitises it with the same allowlist.
 */
export default function RichTextEditor({ textarea, label }: { textarea: HTMLTextAreaElement; label: string }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ["http", "https", "mailto", "tel"], HTMLAttributes: { rel: null, target: null } },
      }),
    ],
    content: textarea.value,
    // The toolbar shows the marks at the cursor (a pressed Bold once it is turned on): it is drawn
    // again after each change of the editor's state, not only when the text changes.
    shouldRerenderOnTransaction: true,
    injectCSS: false,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", class: "prose-post min-h-80 rounded-b-md border border-t-0 border-input px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_a]:underline" } },
    onUpdate: ({ editor }) => {
      // Conform listens for input events on the field.
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      setter?.call(textarea, editor.getHTML());
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    },
  });

  useEffect(() => () => editor?.destroy(), [editor]);
  if (!editor) return null;

  const tools = [
    { label: "Bold", icon: Bold, run: () => editor.chain().focus().toggleBold().run(), active: editor.isActive("bold") },
    { label: "Italic", icon: Italic, run: () => editor.chain().focus().toggleItalic().run(), active: editor.isActive("italic") },
    { label: "Heading", icon: Heading2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(), active: editor.isActive("heading", { level: 2 }) },
    { label: "Subheading", icon: Heading3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(), active: editor.isActive("heading", { level: 3 }) },
    { label: "Bulleted list", icon: List, run: () => editor.chain().focus().toggleBulletList().run(), active: editor.isActive("bulletList") },
    { label: "Numbered list", icon: ListOrdered, run: () => editor.chain().focus().toggleOrderedList().run(), active: editor.isActive("orderedList") },
    { label: "Quotation", icon: Quote, run: () => editor.chain().focus().toggleBlockquote().run(), active: editor.isActive("blockquote") },
    {
      label: "Link",
      icon: LinkIcon,
      run: () => {
        const href = window.prompt("Link address (leave empty to remove the link)", editor.getAttributes("link").href ?? "");
        if (href === null) return;
        if (!href.trim()) editor.chain().focus().extendMarkRange("link").unsetLink().run();
        else editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
      },
      active: editor.isActive("link"),
    },
    { label: "Undo", icon: Undo, run: () => editor.chain().focus().undo().run(), active: false },
    { label: "Redo", icon: Redo, run: () => editor.chain().focus().redo().run(), active: false },
  ];

  return (
    <div>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 rounded-t-md border border-input bg-muted/40 p-1">
        {tools.map((t) => (
          <Button key={t.label} type="button" size="icon" variant={t.active ? "secondary" : "ghost"} aria-label={t.label} aria-pressed={t.active} onClick={t.run}>
            <t.icon className="size-4" aria-hidden="true" />
          </Button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
