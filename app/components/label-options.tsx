/** A select's options from a map of values to their labels, in the map's order. */
export function LabelOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
