import PDFDocument from 'pdfkit';
import type { DoctorReport } from '@regimen/domain';

const day = (iso: string): string => iso.slice(0, 10);

// The built-in PDF fonts cover Latin-1 only: other characters print as '?', never as garbage.
const printable = (text: string): string => text.replaceAll('→', '->').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** The report as an A4 PDF (pdfkit, built-in Helvetica), streamed as pdfkit writes it. */
export const reportPdf = (report: DoctorReport): PDFKit.PDFDocument => {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Regimen report', Creator: 'Regimen' } });
  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(printable(text)).moveDown(0.3).font('Helvetica').fontSize(10);
  const line = (text: string) => doc.text(printable(text));
  const none = (what: string) => doc.fillColor('#555555').text(`No ${what}.`).fillColor('#000000');

  doc.font('Helvetica-Bold').fontSize(18).text('Since my last visit');
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  line(`${report.patient.name ?? report.patient.email} - ${day(report.from)} to ${day(report.to)}`);
  line(`Generated ${day(report.generatedAt)} by Regimen. Not medical advice; for discussion with your clinician.`);

  const regimen = (title: string, r: DoctorReport['start']): void => {
    heading(title);
    if (r.supplements.length === 0 && r.prescriptions.length === 0 && r.courses.length === 0) none('supplements, prescriptions or courses');
    for (const s of r.supplements) line(`- ${s.name}${s.brand ? ` (${s.brand})` : ''}: ${s.dosage}, ${s.frequency}, ${s.timing}${s.isActive ? '' : ' [paused]'}`);
    for (const p of r.prescriptions) line(`- ${p.medicationName} (prescription): ${p.dosage}, ${p.frequency}${p.isActive ? '' : ' [inactive]'}`);
    for (const c of r.courses) line(`- ${c.name} (course ${c.startDate} to ${c.endDate}): ${c.dosage}, ${c.frequency}${c.status === 'paused' ? ' [paused]' : ''}`);
    doc.moveDown(0.3).font('Helvetica-Bold').text('Health conditions').font('Helvetica');
    if (r.conditions.length === 0) none('health conditions');
    for (const c of r.conditions) line(`- ${c.name}: ${c.severity}${c.diagnosedDate ? `, diagnosed ${c.diagnosedDate}` : ''}${c.isActive ? '' : ' [inactive]'}`);
  };
  regimen(`Regimen on ${day(report.from)}`, report.start);
  regimen(`Regimen on ${day(report.to)}`, report.end);

  heading('Changes in between');
  if (report.changes.length === 0) none('changes');
  for (const c of report.changes) line(`${day(c.at)}  ${c.name} (${c.itemKind}): ${c.kind.replace('-', ' ')}${c.detail ? ` (${c.detail})` : ''}`);

  heading('Adherence over the period');
  if (report.adherence.length === 0) none('doses recorded');
  for (const a of report.adherence) line(`- ${a.name}: ${a.taken} of ${a.recorded} doses taken${a.rate === null ? '' : ` (${a.rate} %)`}`);

  heading('Safety findings (current regimen)');
  if (report.safety.length === 0) none('findings');
  for (const f of report.safety) {
    doc.font('Helvetica-Bold').text(printable(`${f.title} [${f.severity}]`)).font('Helvetica');
    line(f.message);
    line(`What to do: ${f.recommendation}`);
    doc.fillColor('#444444').text(printable(`Sources: ${f.sources.join('; ')}`)).fillColor('#000000').moveDown(0.3);
  }

  heading('Notes');
  if (report.notes.length === 0) none('notes');
  for (const n of report.notes) line(`- ${n.item}: ${n.note}`);
  doc.end();
  return doc;
};
