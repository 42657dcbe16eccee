import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize.server";

describe("sanitizePostHtml", () => {
  it("drops script elements with their contents", () => {
    const out = sanitizePostHtml('<p>Before</p><script>alert("x")</script><p>After</p>');
    expect(out).toBe("<p>Before</p><p>After</p>");
  });

  it("drops style elements and style attributes", () => {
    const out = sanitizePostHtml('<style>p{color:red}</style><p style="color:red">Text</p>');
    expect(out).toBe("<p>Text</p>");
  });

  it("drops iframes with whatever they hold", () => {
    const out = sanitizePostHtml('<p>Map</p><iframe src="https://evil.example/">fallback text</iframe>');
    expect(out).toBe("<p>Map</p>");
  });

  it("drops event handler attributes", () => {
    const out = sanitizePostHtml('<p onclick="steal()" onmouseover="x()">Hi</p><a href="/x" onfocus="y()">link</a>');
    expect(out).toBe('<p>Hi</p><a href="/x">link</a>');
  });

  it("removes javascript: and data: URLs, however they are disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
    ]) {
      const out = sanitizePostHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe("<a>x</a>");
    }
  });

  it("keeps http, https, mailto, tel and relative links", () => {
    const html = [
      '<a href="https://example.com/a">a</a>',
      '<a href="http://example.com/b">b</a>',
      '<a href="mailto:office@example.com">c</a>',
      '<a href="tel:+441632960000">d</a>',
      '<a href="/services/drain-unblocking">e</a>',
      '<a href="#contact">f</a>',
    ].join("");
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("keeps every allowlisted tag and the class attribute", () => {
    const html =
      '<h1 class="t">One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>' +
      '<p class="lead">Para <strong>bold</strong> <em>em</em><br />line</p>' +
      "<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>c</code></pre>";
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("unwraps tags outside the allowlist but keeps their text", () => {
    const out = sanitizePostHtml('<div><span>Kept</span> <img src="x.png" /><table><tr><td>cell</td></tr></table></div>');
    expect(out).toBe("Kept cell");
  });

  it("drops attributes outside the allowlist", () => {
    const out = sanitizePostHtml('<p id="x" title="t" data-x="1">Text</p><a href="/a" name="n" download>l</a>');
    expect(out).toBe('<p>Text</p><a href="/a">l</a>');
  });

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    const withRel = sanitizePostHtml('<a href="https://example.com" target="_blank" rel="nofollow">x</a>');
    expect(withRel).toContain('rel="nofollow noopener noreferrer"');
    expect(sanitizePostHtml('<a href="/a" target="_self">x</a>')).toBe('<a href="/a" target="_self">x</a>');
  });

  it("drops empty paragraphs but keeps those with text inside other tags", () => {
    expect(sanitizePostHtml("<h2>Title</h2><p>Text</p><p></p>")).toBe("<h2>Title</h2><p>Text</p>");
    expect(sanitizePostHtml("<p> </p><p><br /></p><p><strong>Bold</strong></p>")).toBe("<p><strong>Bold</strong></p>");
  });
});
