import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** Each file is a download link: `label` is what the link reads, `name` what a screen reader hears. */
interface ExportFile {
  readonly href: string;
  readonly label: string;
  readonly name: string;
}

const csvFile = (table: string, label: string): ExportFile => ({ href: `/api/account/export?format=csv&table=${table}`, label, name: `Download CSV: ${table}` });

const formats: readonly { label: string; description: string; files: readonly ExportFile[] }[] = [
  {
    label: 'JSON',
    description: 'Everything you recorded, as your history of events plus your current data.',
    files: [{ href: '/api/account/export?format=json', label: 'Download JSON', name: 'Download JSON' }],
  },
  {
    label: 'CSV',
    description: 'A spreadsheet file per kind: supplements, every dose taken or missed, prescriptions, courses and health conditions.',
    files: [
      csvFile('supplements', 'Supplements'),
      csvFile('doses', 'Doses'),
      csvFile('prescriptions', 'Prescriptions'),
      csvFile('courses', 'Courses'),
      csvFile('conditions', 'Conditions'),
    ],
  },
  {
    label: 'FHIR R4',
    description: 'A bundle health-record systems can import (MedicationStatement, MedicationAdministration, Condition).',
    files: [{ href: '/api/account/export?format=fhir', label: 'Download FHIR R4', name: 'Download FHIR R4' }],
  },
];

export function ExportCard({ demo }: { demo: boolean }) {
  return (
    <Card id="export">
      <CardHeader>
        <CardTitle as="h2">Export your data</CardTitle>
        <CardDescription>Download a complete copy of your data at any time.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {demo && (
          <p role="note" className="bg-muted rounded-lg p-3 text-sm">
            Export is not available in demo mode: the demo keeps its sample data in this browser only.
          </p>
        )}
        <ul className="grid gap-3 sm:grid-cols-3">
          {formats.map(({ label, description, files }) => (
            <li key={label} className="flex flex-col gap-2 rounded-lg border p-3">
              <span className="font-medium">{label}</span>
              <span className="text-muted-foreground flex-1 text-sm">{description}</span>
              <div className="flex flex-wrap gap-2">
                {files.map((file) =>
                  demo ? (
                    <Button key={file.href} variant="outline" size="sm" disabled aria-label={file.name}>
                      <Download aria-hidden="true" /> {file.label}
                    </Button>
                  ) : (
                    <Button key={file.href} variant="outline" size="sm" asChild>
                      <a href={file.href} download aria-label={file.name === file.label ? undefined : file.name}>
                        <Download aria-hidden="true" /> {file.label}
                      </a>
                    </Button>
                  ),
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
