import { useQuery } from "convex/react";
import type { ReactNode, Ref } from "react";
import { api } from "../../../convex/_generated/api";
import type { Language } from "../../../convex/shared/languages";
import { formatLongDateIn } from "../../i18n/format";
import { useLanguage } from "../../i18n/language";

export type PrintHeaderData = {
  centerText: string;
  leftLogoUrl: string | null;
  rightLogoUrl: string | null;
  startDate: string;
  endDate: string;
};

const PRINT_DOCUMENT_CSS = `
@page { size: 8.5in 11in; margin: 0.5in; }
.print-document { font-family: "Helvetica Neue", Arial, sans-serif; color: #111; font-size: 10.5pt; }
.print-document.large-type { font-size: 15pt; }
.print-document .print-header { display: grid; grid-template-columns: 1in 1fr 1in; align-items: center; gap: 0.2in;
  border-bottom: 2px solid #333; padding-bottom: 0.1in; margin-bottom: 0.2in; }
.print-document .print-header img { max-width: 1in; max-height: 0.8in; object-fit: contain; }
.print-document .print-header .right { justify-self: end; }
.print-document .print-header .center { text-align: center; }
.print-document .print-header .center-text { font-size: 14pt; font-weight: 700; }
.print-document .print-header .dates { font-size: 10pt; color: #444; }
.print-document h1 { font-size: 16pt; margin: 0 0 0.15in; }
.print-document h2 { font-size: 13pt; margin: 0.2in 0 0.08in; break-after: avoid; page-break-after: avoid; }
.print-document table { width: 100%; border-collapse: collapse; }
.print-document th, .print-document td { border: 1px solid #999; padding: 3px 6px; text-align: left; vertical-align: top; }
.print-document th { background: #eee; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.print-document thead { display: table-header-group; }
.print-document tr, .print-document .keep-together { break-inside: avoid; page-break-inside: avoid; }
.print-document .page-break { break-before: page; page-break-before: always; }
`;

/** "March 5, 2027 – March 7, 2027" / "5 de marzo de 2027 – 7 de marzo de 2027"; one date alone when they are the same. */
export function dateRangeIn(language: Language, start: string, end: string): string {
  if (start === "" && end === "") return "";
  if (start === "" || end === "" || start === end) return formatLongDateIn(language, start || end);
  return `${formatLongDateIn(language, start)} – ${formatLongDateIn(language, end)}`;
}

/** The header of every printed page: left logo, centre text (and the retreat's dates), right logo. */
export function PrintHeader({ header }: { header: PrintHeaderData }) {
  const { language } = useLanguage();
  const dates = dateRangeIn(language, header.startDate, header.endDate);
  return (
    <header className="print-header">
      <div>{header.leftLogoUrl && <img src={header.leftLogoUrl} alt="" />}</div>
      <div className="center">
        <div className="center-text">{header.centerText}</div>
        {dates && <div className="dates">{dates}</div>}
      </div>
      <div className="right">{header.rightLogoUrl && <img src={header.rightLogoUrl} alt="" />}</div>
    </header>
  );
}

export type PrintDocumentProps = {
  title: string;
  children: ReactNode;
  /** Bigger type for reading at a distance (chapel lists). */
  largeType?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A printable US Letter document with the PDF header of Settings. Render it inside a hidden box
 * and print it with `usePrintSheet(ref, title)`; tables inside get borders and repeat their
 * header row on each page, `.page-break` starts a new page, `.keep-together` keeps a block whole.
 */
export function PrintDocument({ title, children, largeType = false, ref }: PrintDocumentProps) {
  const header = useQuery(api.settings.printHeader, {});
  const { language } = useLanguage();
  return (
    <div ref={ref} className={largeType ? "print-document large-type" : "print-document"} lang={language}>
      <style>{PRINT_DOCUMENT_CSS}</style>
      {header && <PrintHeader header={header} />}
      <h1>{title}</h1>
      {children}
    </div>
  );
}
