import { Switch as RadixSwitch } from "radix-ui";

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

/** A labelled on/off switch (Radix Switch: role=switch, Space and Enter toggle it). */
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
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={describedBy}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700 disabled:opacity-50 data-[state=checked]:bg-sea-700"
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        {label}
        {status && <span className="ml-1 font-normal text-slate-600">({status})</span>}
      </label>
    </div>
  );
}
