import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment, type ReactNode } from "react";
import type { Business } from "~/lib/business";

/**
 * The frame of every e-mail: the business's name at the top, its contact details at the foot.
 * Styles are inline (what mail clients understand); the same e-mail is also sent as plain text,
 * converted from this HTML (see render.server.ts).
 */
const colours = { text: "#1f2937", muted: "#6b7280", brand: "#0b4f8a", border: "#e5e7eb", background: "#f3f4f6" };

export function EmailLayout({ business, preview, heading, children }: { business: Business; preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.background, color: colours.text, fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", border: `1px solid ${colours.border}`, borderRadius: 8, maxWidth: 600, padding: "24px 32px" }}>
          <Text style={{ color: colours.brand, fontSize: 18, fontWeight: 700, margin: "0 0 16px" }}>{business.name}</Text>
          <Heading as="h1" style={{ fontSize: 22, lineHeight: "28px", margin: "0 0 16px" }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colours.border, margin: "24px 0 16px" }} />
          <Text style={{ color: colours.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
            {business.name}, {business.address}
            <br />
            Phone {business.phone} · <Link href={`mailto:${business.email}`}>{business.email}</Link> · <Link href={business.baseUrl}>{business.baseUrl}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: "22px", margin: "0 0 14px" }}>{children}</Text>;
}

/** Text typed by a person, with its line breaks kept (in the HTML and in the plain text). */
export function Multiline({ text }: { text: string }) {
  return (
    <Text style={{ backgroundColor: colours.background, borderRadius: 6, fontSize: 15, lineHeight: "22px", margin: "0 0 14px", padding: "12px 16px" }}>
      {text.split(/\r?\n/).map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** Label-and-value lines ("Phone: 01635 123456"). */
export function Details({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <Section style={{ margin: "0 0 14px" }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ fontSize: 15, lineHeight: "22px", margin: "0 0 4px" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Button href={href} style={{ backgroundColor: colours.brand, borderRadius: 6, color: "#ffffff", fontSize: 15, fontWeight: 700, padding: "12px 20px" }}>
        {children}
      </Button>
    </Section>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <Text style={{ color: colours.muted, fontSize: 13, lineHeight: "20px", margin: "0 0 12px" }}>{children}</Text>;
}
