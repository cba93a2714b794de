interface SwitchProps {
  id: string;
  label: React.ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Text after the label that states the switch's condition ('On', 'Getting location...'). */
  status?: string;
  describedBy?: string;
  className?: string;
}

/**
 * A labelled on/off switch: a button with role=switch, so Space and Enter toggle it and assistive
 * technology reads it as on or off. Our own rather than Radix Switch, which brought about 4 KB gz of
 * shared Radix code into every list page's first load (ADR 038).
 */
export function Switch({
  id,
  label,
  checked,
  onCheckedChange,
  disabled,
  status,
  describedBy,
  className,
}: SwitchProps) {
  return (
    <div className={`flex items-center gap-2 ${className ?? ""}`}>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => onCheckedChange(!checked)}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700 disabled:opacity-50 aria-checked:bg-sea-700"
      >
        <span className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-[22px]" />
      </button>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        {label}
        {status && <span className="ml-1 font-normal text-slate-600">({status})</span>}
      </label>
    </div>
  );
}
