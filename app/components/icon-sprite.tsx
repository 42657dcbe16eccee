import { CalendarDays, Clock, Mail, MapPin, Pencil, Phone, Trash2, User, UserRound, Wrench, type LucideIcon } from "lucide-react";

/**
 * The icons that long lists and the calendar repeat in every row, drawn once per page (by
 * IconSprite, in the back office's layout) and referred to by each row (SpriteIcon): a row then
 * carries a two-element reference instead of the icon's whole drawing.
 */
const SPRITE = {
  "calendar-days": CalendarDays,
  clock: Clock,
  mail: Mail,
  "map-pin": MapPin,
  pencil: Pencil,
  phone: Phone,
  trash: Trash2,
  user: User,
  "user-round": UserRound,
  wrench: Wrench,
} satisfies Record<string, LucideIcon>;

export type SpriteName = keyof typeof SPRITE;

/** The drawings, out of sight and out of the accessibility tree; once per page. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute size-0 overflow-hidden">
      <defs>
        {Object.entries(SPRITE).map(([name, Icon]) => (
          <Icon key={name} id={`icon-${name}`} />
        ))}
      </defs>
    </svg>
  );
}

/** One of the sprite's icons, decorative (give its meaning in text beside it), sized by `className`. */
export function SpriteIcon({ name, className }: { name: SpriteName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
