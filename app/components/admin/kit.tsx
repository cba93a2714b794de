import type { ReactNode } from "react";
import { Link } from "react-router";
import { checkPassword, passwordStrength } from "#core/admin/password.ts";

// The back office's building blocks: one look for cards, fields, buttons and messages.

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const buttonCommon =
  "inline-flex items-center justify-center rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700 disabled:cursor-not-allowed disabled:opacity-60";
const buttonBase = `${buttonCommon} min-h-10 gap-2 px-4 py-2`;

const buttonVariants: Record<ButtonVariant, string> = {
  primary: "bg-sea-700 text-white hover:bg-sea-900",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:border-sea-700",
  danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  ghost: "text-slate-800 hover:bg-slate-100",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${buttonBase} ${buttonVariants[variant]} ${extra}`.trim();
}

/** A smaller button that never wraps its label, for actions beside each other in a row. */
export function compactButtonClass(variant: ButtonVariant): string {
  return `${buttonCommon} min-h-9 gap-1.5 px-2.5 py-1.5 whitespace-nowrap ${buttonVariants[variant]}`;
}

export function Card({
  title,
  titleId,
  description,
  actions,
  children,
}: {
  title: string;
  /** Names the card's region for assistive technology. */
  titleId: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-700">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

const inputClass =
  "min-h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-sea-700 focus-visible:outline-2 focus-visible:outline-sea-700 aria-[invalid=true]:border-red-700 read-only:bg-slate-50";

export function TextField({
  label,
  name,
  error,
  hint,
  ...input
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = input.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
      />
      {hint && (
        <div id={hintId} className="text-sm text-slate-700">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the last action: an error is announced at once, a success politely. */
export function Notice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const look = {
    error: "border-red-300 bg-red-50 text-red-900",
    success: "border-green-300 bg-green-50 text-green-900",
    info: "border-sea-100 bg-sea-50 text-sea-900",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-3 py-2 text-sm ${look}`}
    >
      {children}
    </div>
  );
}

const strengthLook = {
  weak: { label: "Weak", bar: "bg-red-700", width: "w-1/3" },
  medium: { label: "Medium", bar: "bg-amber-600", width: "w-2/3" },
  strong: { label: "Strong", bar: "bg-green-700", width: "w-full" },
} as const;

/** The strength meter and the rules checklist of a new password. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  const look = strengthLook[strength.level];
  return (
    <div id={id} className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className={`h-full ${password ? look.width : "w-0"} ${look.bar}`} />
        </div>
        <span className="text-sm text-slate-800">Strength: {password ? look.label : "None"}</span>
      </div>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {checkPassword(password).map((rule) => (
          <li key={rule.id} className={rule.passed ? "text-green-800" : "text-slate-700"}>
            <span aria-hidden="true">{rule.passed ? "✓ " : "○ "}</span>
            {rule.label}
            <span className="sr-only">{rule.passed ? " (met)" : " (not met)"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** US English, short month, with hour and minute. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/**
 * An e-mail address kept whole: on one line, cut with an ellipsis where the space ends (never broken
 * mid-word), the full address in its text (what assistive technology reads) and in its tooltip.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  return (
    <span title={email} className={`block max-w-full min-w-0 truncate ${className}`}>
      {email}
    </span>
  );
}

/**
 * A date and time in a table's narrow column: the day shown; the hour and zone in the tooltip and
 * read by assistive technology (the list's cards and the form show them in full).
 */
export function ShortDateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatDate(iso)}
      <span className="sr-only">, {formatTime(iso)}</span>
    </time>
  );
}

/** The hour, minute and zone of formatDateTime. */
function formatTime(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** A link that cannot be used (a setup or invite link): why, and the way to sign in instead. */
export function DeadLinkCard({
  title,
  titleId,
  message,
}: {
  title: string;
  titleId: string;
  message: string;
}) {
  return (
    <Card title={title} titleId={titleId}>
      <Notice tone="error">{message}</Notice>
      <div>
        <Link to="/admin/login" className={buttonClass("secondary")}>
          Go to sign in
        </Link>
      </div>
    </Card>
  );
}

/** A field's label, control, help and error, wired with aria-describedby (any control). */
export function Field({
  label,
  id,
  error,
  hint,
  children,
}: {
  label: string;
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      {children(describedBy || undefined, Boolean(error))}
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass = inputClass;
