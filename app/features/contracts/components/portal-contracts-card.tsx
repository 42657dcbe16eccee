import { PortalLinksCard } from "~/components/portal-links-card";

type Row = { id: string; title: string; status: string; siteAddress: string };

const STATUS_NOTES: Record<string, string> = { offered: " (to accept)", active: "", paused: " (paused)" };

/** The portal home's list of the customer's maintenance contracts (none: nothing shown). */
export function PortalContractsCard({ contracts = [] }: { contracts: Row[] | undefined }) {
  return (
    <PortalLinksCard
      title="Maintenance contracts"
      links={contracts.map((c) => ({
        id: c.id,
        to: `/customer/contracts/${c.id}`,
        title: c.title,
        detail: `${c.siteAddress}${STATUS_NOTES[c.status] ?? " (ended)"}`,
      }))}
    />
  );
}
