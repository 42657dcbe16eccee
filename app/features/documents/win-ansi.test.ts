import { describe, expect, it } from "vitest";
import { singleLine, toWinAnsi } from "./win-ansi";

describe("toWinAnsi", () => {
  it("keeps what the standard font has, including £, € and curly quotes", () => {
    expect(toWinAnsi("£1,234.50 – €5 “Zoë’s” café…")).toBe("£1,234.50 – €5 “Zoë’s” café…");
  });

  it("drops emoji and invisible characters, strips accents the font lacks and shows the rest as ?", () => {
    expect(toWinAnsi("Great job 👍🏽 thanks 🇬🇧!")).toBe("Great job thanks !");
    expect(toWinAnsi("Łukasz Wałęsa")).toBe("Lukasz Walesa");
    expect(toWinAnsi("Иван")).toBe("????");
    expect(toWinAnsi("a\u200bb\u00adc\u0000d\u202ee")).toBe("abcde");
    expect(toWinAnsi("x ≤ 10 → ok")).toBe("x <= 10 -> ok");
  });

  it("normalises line breaks and tabs and trims blank lines", () => {
    expect(toWinAnsi("\r\n one\r\n\r\n\r\n\ttwo  \rthree\u2028four\n\n")).toBe("one\n\n two\nthree\nfour");
    expect(singleLine(" Mrs\n\n Jane\tSmith ")).toBe("Mrs Jane Smith");
  });
});
