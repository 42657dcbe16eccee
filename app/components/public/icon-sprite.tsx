/**
 * Icons that public pages repeat many times (review stars, checklist ticks) are drawn once per
 * page as SVG symbols and then referenced with `<use>`, instead of repeating each icon's paths in
 * the HTML (docs/decisions/0055-public-pages-served-at-the-limit.md). Colour follows `color`
 * (stroke) and the `fill` set on the referencing icon, as with the lucide components.
 */
import { CircleCheck, Star, type LucideIcon } from "lucide-react";

const SPRITE: Record<SpriteIconName, LucideIcon> = {
  star: Star,
  "circle-check": CircleCheck,
};

export type SpriteIconName = "star" | "circle-check";

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The symbols, once per page (in the public layout). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
      {(Object.keys(SPRITE) as SpriteIconName[]).map((name) => {
        const Icon = SPRITE[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            {/* The icon's own fill gives way to the referencing icon's. */}
            <Icon fill="inherit" />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One of the sprite's icons: always decorative, so hidden from assistive technology. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" focusable="false" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
