import { X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { addTag } from '../model/condition-form.ts';

type Props = { id: string; label: string; placeholder: string; tags: string[]; onChange: (tags: string[]) => void };

/** Symptoms and treatments as tags: Enter or Add adds the entry; blank and duplicate entries are ignored. */
export function TagInput({ id, label, placeholder, tags, onChange }: Props) {
  const [entry, setEntry] = useState('');
  const commit = () => {
    onChange(addTag(tags, entry));
    setEntry('');
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={entry}
          maxLength={200}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit();
          }}
        />
        <Button type="button" variant="outline" onClick={commit}>
          Add
        </Button>
      </div>
      {tags.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="neutral" className="gap-1">
                {tag}
                <button type="button" aria-label={`Remove ${tag}`} className="rounded-sm" onClick={() => onChange(tags.filter((other) => other !== tag))}>
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
