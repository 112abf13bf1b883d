import { useState } from "react";
import { controlClass } from "~/components/ui/control";
import { Button } from "~/components/ui/button";

/**
 * A read-only address with a copy button. Without JavaScript the field still selects its whole value on focus
 * for copying by hand; the button only works once the page is hydrated, and says so in a live region.
 */
export function CopyField({ id, label, value, copyLabel, copiedLabel }: { id: string; label: string; value: string; copyLabel: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id={id} type="text" readOnly value={value} className={`${controlClass} min-w-0 flex-1 font-mono text-sm`} onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button"
          variant="secondary"
          aria-describedby={`${id}-status`}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copyLabel}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className="text-sm">
        {copied ? copiedLabel : ""}
      </p>
    </div>
  );
}
