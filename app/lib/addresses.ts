// Addresses as one line: a customer's, a site's. Plain functions, for pages, PDFs and e-mails alike.

/** The address with its postcode, unless the address already holds it. */
export function addressWithPostcode({ address, postcode }: { address: string; postcode: string | null }) {
  if (!postcode || address.toUpperCase().replace(/\s/g, "").includes(postcode.toUpperCase().replace(/\s/g, ""))) return address;
  return `${address}, ${postcode}`;
}

/** One line for a site: its name (when it has one), then its address with the postcode. */
export function siteLine(site: { label: string | null; address: string; postcode: string | null }) {
  const where = addressWithPostcode(site);
  return site.label ? `${site.label}: ${where}` : where;
}
