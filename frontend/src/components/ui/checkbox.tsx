/** A native checkbox with its label; uncontrolled, read from the form on submit. */
export function Checkbox({
  id,
  name,
  label,
  defaultChecked,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  defaultChecked: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        onChange={(event) => onChange?.(event.target.checked)}
        className="accent-primary size-4 rounded"
      />
      {label}
    </label>
  );
}
