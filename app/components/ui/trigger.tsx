/** The look of every filter-bar trigger, before and after hydration, so nothing moves when JS arrives. */
export function triggerClass(active: boolean): string {
  return [
    "inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700",
    active
      ? "border-sea-700 bg-sea-50 text-sea-900"
      : "border-slate-300 bg-white text-slate-800 hover:border-sea-600",
  ].join(" ");
}

/** Long label from 768 px, short label below (display:none keeps the hidden one out of the name). */
export function TriggerLabel({ label, shortLabel }: { label: string; shortLabel?: string | undefined }) {
  if (!shortLabel || shortLabel === label) return <span>{label}</span>;
  return (
    <>
      <span className="md:hidden">{shortLabel}</span>
      <span className="hidden md:inline">{label}</span>
    </>
  );
}

/** The count badge of a trigger with selected values. */
export function TriggerCount({ count, suffix }: { count: number; suffix: string }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-sea-700 px-1.5 text-xs text-white">
      {count}
      <span className="sr-only"> {suffix}</span>
    </span>
  );
}
