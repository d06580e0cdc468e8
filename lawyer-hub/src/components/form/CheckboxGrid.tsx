import { CheckboxLabel } from './fields.tsx';

/** A grid of checkboxes for a list of options (regions, languages). */
export function CheckboxGrid({ options, value, onChange, label }: { options: { value: string; label: string }[]; value: string[]; onChange: (v: string[]) => void; label: string }) {
  const selected = new Set(value);
  return (
    <div role="group" aria-label={label} className="lh-check-grid">
      {options.map((o) => (
        <CheckboxLabel
          key={o.value}
          checked={selected.has(o.value)}
          onChange={(on) => onChange(on ? [...value, o.value] : value.filter((v) => v !== o.value))}
        >
          {o.label}
        </CheckboxLabel>
      ))}
    </div>
  );
}
