import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const formats = [
  { format: 'json', label: 'JSON', description: 'Everything you recorded, as your history of events plus your current data.' },
  { format: 'csv', label: 'CSV', description: 'Supplements, prescriptions and every dose taken or missed, for a spreadsheet.' },
  { format: 'fhir', label: 'FHIR R4', description: 'A bundle health-record systems can import (MedicationStatement, MedicationAdministration).' },
] as const;

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
          {formats.map(({ format, label, description }) => (
            <li key={format} className="flex flex-col gap-2 rounded-lg border p-3">
              <span className="font-medium">{label}</span>
              <span className="text-muted-foreground flex-1 text-sm">{description}</span>
              {demo ? (
                <Button variant="outline" size="sm" disabled>
                  <Download aria-hidden="true" /> Download {label}
                </Button>
              ) : (
                <Button variant="outline" size="sm" asChild>
                  <a href={`/api/account/export?format=${format}`} download>
                    <Download aria-hidden="true" /> Download {label}
                  </a>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
