/** A PDF download, or a 404 when the actor may not see the document (never saying whether it exists). */
export function pdfResponse(pdf: { filename: string; content: Buffer } | null, { inline = false } = {}) {
  if (!pdf) throw new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(pdf.content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${pdf.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
