import { Waves } from "#app/components/ui/icons.tsx";
import { TriangleAlert, Wind } from "#app/components/ui/beach-icons.tsx";
import { useId, useState } from "react";
import { seaShade, type SeaShade } from "#core/sea/calm.ts";
import type { Sea } from "#core/sea/conditions.ts";

/**
 * Each shade's colours: the words say it, the colour only helps (never colour alone). A calm day
 * with a caution is orange, never the calm green.
 */
export const VERDICT_STYLES: Record<Exclude<SeaShade, "unknown">, string> = {
  calm: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
  "calm-caution": "bg-orange-100 text-orange-950 ring-orange-700/40",
  choppy: "bg-amber-100 text-amber-900 ring-amber-700/30",
  rough: "bg-red-100 text-red-900 ring-red-700/30",
};

/** The icon beside a shade's words: waves for calm, a warning for any caution, wind otherwise. */
export function seaIcon(sea: Pick<Sea, "verdict" | "caution">) {
  if (sea.caution) return TriangleAlert;
  return sea.verdict === "calm" ? Waves : Wind;
}

const TOOLTIP_SHOWN = {
  auto: "hidden group-focus-within/sea:block group-hover/sea:block",
  open: "block",
  dismissed: "hidden!",
} as const;

/**
 * A card's 'Calm today' badge. The wind in words ('N wind 5 Bft, blows from land') shows on hover
 * and on focus (the badge is a button a keyboard reaches, above the card's link) and is the badge's
 * accessible description. Nothing shows without a verdict. Plain CSS: works before hydration.
 */
export function SeaBadge({
  sea,
  className = "",
}: {
  sea: Sea;
  /** Its position, e.g. 'absolute top-2 left-2'. */ className?: string;
}) {
  const id = useId();
  // Hover and focus show it by CSS; a tap toggles it (a phone's browser does not always focus a
  // button it taps); Escape hides it until the badge is left (WCAG 1.4.13).
  const [shown, setShown] = useState<"auto" | "open" | "dismissed">("auto");
  if (sea.verdict === "unknown" || !sea.label) return null;
  const shade = seaShade(sea.verdict, sea.caution) as Exclude<SeaShade, "unknown">;
  const Icon = seaIcon(sea);
  return (
    // Positioned (relative unless the caller places it), so the tooltip hangs from it.
    <span className={`group/sea z-10 inline-flex ${className || "relative"}`}>
      <button
        type="button"
        aria-describedby={id}
        onClick={() => setShown((state) => (state === "open" ? "dismissed" : "open"))}
        onBlur={() => setShown("auto")}
        onMouseLeave={() => setShown("auto")}
        onKeyDown={(event) => {
          if (event.key === "Escape") setShown("dismissed");
        }}
        className={`inline-flex cursor-default items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700 ${VERDICT_STYLES[shade]} ${sea.caution ? "max-w-64 text-left" : ""}`}
      >
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {sea.label}
      </button>
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute top-full left-0 mt-1 ${TOOLTIP_SHOWN[shown]} w-max max-w-56 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow`}
      >
        {sea.wind}
      </span>
    </span>
  );
}
